import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, WITHDRAWAL_MESSAGES, WithdrawalApproveBody, API_BASE, WITHDRAWAL_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { withdrawalSchema } from '../withdrawal-schemas';
import { parseId } from '../../http/route-inputs';
import { withdrawalNotFound } from '../withdrawal-errors';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/admin/withdrawals/:id/approve {transactionRef, note?} (operators): hold → external. In
// x-two-factor-session, a token of the operator's second-level password for 'admin_withdrawal_review'
// bound to withdrawal:<id> (POST /api/core/users/2fa/validate), spent by the approval.
export function approveWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    `${API_BASE}${WITHDRAWAL_PATHS.approve(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const input = parseInput(WithdrawalApproveBody, request.body);
      const withdrawal = await withdrawals.approve(id, operatorStepUp(request), input);
      return ok(withdrawal, WITHDRAWAL_MESSAGES.approved(withdrawal.id));
    },
  );
}
