import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { createAdjustmentService } from './adjustment-service';
import { adjustWalletRoute } from './routes/adjust-wallet';

// Manual adjustments (cộng/trừ tiền), for the roles that move money; each through maker-checker.
export async function adjustmentsFeature(app: FastifyInstance): Promise<void> {
  const adjustments = createAdjustmentService(app.db, app.realtime, app.pendingChanges);
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.money));
  adjustWalletRoute(app, adjustments);
}
