import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { checkLedgerRoute } from './routes/check-ledger';

// The ledger's own route: every balance recomputed from the entries, for the operators who handle
// money (401 without a session, 403 otherwise). The money itself moves through the services.
export async function ledgerFeature(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.money));
  checkLedgerRoute(app);
}
