import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/respond';
import { type AccountOutOfBalance, type LedgerCheckDto, type MalformedTransfer, API_BASE, LEDGER_PATHS } from '@app/shared/contracts';
import { arrayOf, boolean, dto, integer, string, successSchema } from '../../http/schemas';
import { checkLedger } from '../check-ledger';

const ledgerCheckSchema = dto<LedgerCheckDto>({
  ok: boolean,
  totalBalance: integer,
  accountsOutOfBalance: arrayOf(dto<AccountOutOfBalance>({ accountId: integer, kind: string, balance: integer, entriesSum: integer })),
  transfersMalformed: arrayOf(dto<MalformedTransfer>({ transferId: integer, amount: integer, entryCount: integer, entriesSum: integer })),
});

// GET /api/admin/ledger/check (the feature admits the operators who handle money).
export function checkLedgerRoute(app: FastifyInstance): void {
  app.get(`${API_BASE}${LEDGER_PATHS.check}`, { schema: { response: { 200: successSchema(ledgerCheckSchema) } } }, async () =>
    ok(await checkLedger(app.db)),
  );
}
