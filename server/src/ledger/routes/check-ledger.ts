import type { FastifyInstance } from 'fastify';
import { define, optional, type } from 'superstruct';
import { ok } from '../../http/respond';
import {
  type AccountOutOfBalance,
  type LedgerCheckDto,
  type LedgerCheckpointDto,
  type MalformedTransfer,
  API_BASE,
  LEDGER_CHECK_MESSAGES,
  LEDGER_PATHS,
} from '@app/shared/contracts';
import { arrayOf, boolean, dto, integer, nullable, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { checkLedger, checkLedgerIncremental } from '../check-ledger';

const ledgerCheckSchema = dto<LedgerCheckDto>({
  ok: boolean,
  mode: string,
  totalBalance: integer,
  accountsOutOfBalance: arrayOf(dto<AccountOutOfBalance>({ accountId: integer, kind: string, balance: integer, entriesSum: integer })),
  transfersMalformed: arrayOf(dto<MalformedTransfer>({ transferId: integer, amount: integer, entryCount: integer, entriesSum: integer })),
  checkpoint: nullable(dto<LedgerCheckpointDto>({ id: integer, day: string, transferIdUpto: integer, takenAt: string })),
  checkpointsBroken: arrayOf(integer),
});

const CheckLedgerQuery = type({
  full: optional(define<string>('full', (v) => v === '0' || v === '1' || LEDGER_CHECK_MESSAGES.fullInvalid)),
});

// GET /api/admin/ledger/check[?full=1] (the feature admits the operators who handle money): the
// incremental check by default, every entry read with full=1 (minutes on a year of play).
export function checkLedgerRoute(app: FastifyInstance): void {
  app.get(`${API_BASE}${LEDGER_PATHS.check}`, { schema: { response: { 200: successSchema(ledgerCheckSchema) } } }, async (request) => {
    const query = parseInput(CheckLedgerQuery, request.query);
    return ok(await (query.full === '1' ? checkLedger(app.db) : checkLedgerIncremental(app.db)));
  });
}
