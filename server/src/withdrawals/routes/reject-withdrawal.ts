import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, WITHDRAWAL_MESSAGES, WithdrawalRejectBody, API_BASE, WITHDRAWAL_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { withdrawalSchema } from '../withdrawal-schemas';
import { parseId } from '../../http/route-inputs';
import { withdrawalNotFound } from '../withdrawal-errors';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/admin/withdrawals/:id/reject {reason} (operators): hold → the player's wallet, with a
// step-up token as an approval's (x-two-factor-session, 'admin_withdrawal_review' bound to
// withdrawal:<id>).
export function rejectWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    `${API_BASE}${WITHDRAWAL_PATHS.reject(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const { reason } = parseInput(WithdrawalRejectBody, request.body);
      const withdrawal = await withdrawals.reject(id, operatorStepUp(request), reason);
      return ok(withdrawal, WITHDRAWAL_MESSAGES.rejected(withdrawal.id));
    },
  );
}
