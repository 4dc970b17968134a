import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { everyInterval } from '../http/periodic-task';
import { takeLedgerCheckpoint } from './ledger-checkpoints';
import { checkLedgerRoute } from './routes/check-ledger';

// How often a node looks for the day's checkpoint: one small query once it is taken.
const CHECKPOINT_EVERY_MS = 10 * 60_000;

// The ledger's own route: every balance recomputed from the entries, for the operators who handle
// money (401 without a session, 403 otherwise). The money itself moves through the services.
export async function ledgerFeature(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.money));
  checkLedgerRoute(app);
  // A checkpoint a day (the first run after midnight in Vietnam, on whichever node comes first).
  everyInterval(app, CHECKPOINT_EVERY_MS, 'ledger checkpoint', () =>
    takeLedgerCheckpoint(app.db).then((outcome) => {
      if ('refused' in outcome) app.log.error({ outcome }, 'ledger checkpoint refused: the ledger does not add up');
    }),
  );
}
