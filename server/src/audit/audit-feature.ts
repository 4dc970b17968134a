import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { listAuditRoute } from './routes/list-audit';

// The audit log of operators' actions (each written by the action's own transaction), for admins.
export async function auditFeature(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.admin));
  listAuditRoute(app);
}
