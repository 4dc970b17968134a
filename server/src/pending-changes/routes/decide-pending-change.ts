import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, PENDING_CHANGE_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { IdParams } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { PENDING_CHANGE_MESSAGES } from '../pending-change-messages';
import { RejectChangeBody } from '../pending-change-inputs';
import { pendingChangeSchema } from '../pending-change-schemas';
import type { PendingChangeService } from '../pending-change-service';

const answer = { schema: { response: { 200: successSchema(pendingChangeSchema) } } };

// POST /api/admin/pending-changes/:id/approve, x-two-factor-session: a token of the approver's own
// second-level password (the change's kind: admin_money or admin_settings) bound to
// 'pending-change:<id>'. Applies the change; never by its maker.
export function approvePendingChangeRoute(app: FastifyInstance, changes: PendingChangeService): void {
  app.post(
    `${API_BASE}${PENDING_CHANGE_PATHS.approve(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), ...answer },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      return ok(await changes.approve(operatorStepUp(request), id), PENDING_CHANGE_MESSAGES.approved(id));
    },
  );
}

// POST /api/admin/pending-changes/:id/reject {reason}: another operator turns it down.
export function rejectPendingChangeRoute(app: FastifyInstance, changes: PendingChangeService): void {
  app.post(
    `${API_BASE}${PENDING_CHANGE_PATHS.reject(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), ...answer },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const { reason } = parseInput(RejectChangeBody, request.body);
      return ok(await changes.reject(request.auth!.userId, id, reason), PENDING_CHANGE_MESSAGES.rejected(id));
    },
  );
}

// POST /api/admin/pending-changes/:id/cancel: its maker withdraws it (the solo mode's way out).
export function cancelPendingChangeRoute(app: FastifyInstance, changes: PendingChangeService): void {
  app.post(
    `${API_BASE}${PENDING_CHANGE_PATHS.cancel(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), ...answer },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      return ok(await changes.cancel(request.auth!.userId, id), PENDING_CHANGE_MESSAGES.cancelled(id));
    },
  );
}
