import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, type PendingChangeStatus, API_BASE, PENDING_CHANGE_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { PendingChangesQuery } from '../pending-change-inputs';
import { pendingChangesSchema } from '../pending-change-schemas';
import type { PendingChangeService } from '../pending-change-service';

// GET /api/admin/pending-changes?status=PENDING|APPLIED|REJECTED|CANCELLED (default PENDING): the
// "Chờ duyệt" list, with the mode the caller's next change would be in.
export function listPendingChangesRoute(app: FastifyInstance, changes: PendingChangeService): void {
  app.get(
    `${API_BASE}${PENDING_CHANGE_PATHS.list}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(pendingChangesSchema) } } },
    async (request) => {
      const { status } = parseInput(PendingChangesQuery, request.query);
      return ok(await changes.list(request.auth!.userId, (status ?? 'PENDING') as PendingChangeStatus));
    },
  );
}
