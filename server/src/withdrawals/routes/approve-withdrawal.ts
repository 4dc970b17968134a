import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, WITHDRAWAL_MESSAGES as W, WithdrawalApproveBody } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { withdrawalSchema } from '../withdrawal-schemas';
import { parseId } from '../../http/route-inputs';
import { withdrawalNotFound } from '../withdrawal-errors';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/admin/withdrawals/:id/approve {transactionRef, note?, twoFactor: {sessionId}} (operators):
// hold → external. sessionId: a token of the operator's second-level password for
// 'admin_withdrawal_review' (POST /api/core/users/2fa/validate), spent by the approval.
export function approveWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    '/api/admin/withdrawals/:id/approve',
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const { twoFactor, ...input } = parseInput(WithdrawalApproveBody, request.body);
      const actor = { operatorId: request.auth!.userId, stepUpToken: twoFactor?.sessionId ?? null };
      const withdrawal = await withdrawals.approve(id, actor, input);
      return ok(withdrawal, W.approved(withdrawal.id));
    },
  );
}
