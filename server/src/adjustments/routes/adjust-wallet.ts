import type { FastifyInstance } from 'fastify';
import { ADJUSTMENT_PATHS, API_BASE } from '@app/shared/contracts';
import { UserIdParams } from '../../admin/admin-inputs';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { PENDING_CHANGE_MESSAGES } from '../../pending-changes/pending-change-messages';
import { changeRequestedSchema } from '../../pending-changes/pending-change-schemas';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { AdjustBody } from '../adjustment-inputs';
import type { AdjustmentService } from '../adjustment-service';

// POST /api/admin/users/:id/adjust {amount, reason}: asks for a manual credit (amount > 0) or debit
// (< 0) of the player's wallet; 202 {pendingChange}: a second operator applies it. x-two-factor-session:
// a token for 'admin_money' bound to 'wallet-adjust:<id>'.
export function adjustWalletRoute(app: FastifyInstance, adjustments: AdjustmentService): void {
  app.post(
    `${API_BASE}${ADJUSTMENT_PATHS.adjust(':id')}`,
    { schema: { response: { 202: successSchema(changeRequestedSchema) } } },
    async (request, reply) => {
      const { id } = parseInput(UserIdParams, request.params);
      const { amount, reason } = parseInput(AdjustBody, request.body);
      const pending = await adjustments.request(operatorStepUp(request), id, amount, reason);
      return reply.code(202).send(ok({ pendingChange: pending }, PENDING_CHANGE_MESSAGES.requested(pending)));
    },
  );
}
