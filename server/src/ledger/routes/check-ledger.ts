import type { FastifyInstance } from 'fastify';
import { ok } from '../http/respond';
import {
  OPERATOR_ACCESS,
  type AccountOutOfBalance,
  type LedgerCheckDto,
  type MalformedTransfer,
  API_BASE,
  LEDGER_PATHS,
} from '@app/shared/contracts';
import { arrayOf, boolean, dto, integer, string, successSchema } from '../http/schemas';
import { checkLedger } from './check-ledger';

const ledgerCheckSchema = dto<LedgerCheckDto>({
  ok: boolean,
  totalBalance: integer,
  accountsOutOfBalance: arrayOf(dto<AccountOutOfBalance>({ accountId: integer, kind: string, balance: integer, entriesSum: integer })),
  transfersMalformed: arrayOf(dto<MalformedTransfer>({ transferId: integer, amount: integer, entryCount: integer, entriesSum: integer })),
});

// /api/admin/ledger/*: the operators who handle money (401 without a session, 403 otherwise). Registered by
// app.ts beside the admin plugin rather than inside it, so the two features do not import each other.
export async function ledgerAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.money));

  // GET /api/admin/ledger/check
  app.get(`${API_BASE}${LEDGER_PATHS.check}`, { schema: { response: { 200: successSchema(ledgerCheckSchema) } } }, async () =>
    ok(await checkLedger(app.db)),
  );
}
