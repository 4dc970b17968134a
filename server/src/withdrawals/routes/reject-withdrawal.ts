import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, WITHDRAWAL_MESSAGES as W, WithdrawalRejectBody } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { withdrawalSchema } from '../withdrawal-schemas';
import { parseId } from '../../http/route-inputs';
import { withdrawalNotFound } from '../withdrawal-errors';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/admin/withdrawals/:id/reject {reason, twoFactor: {sessionId}} (operators): hold → the
// player's wallet, with the same step-up token as an approval.
export function rejectWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    '/api/admin/withdrawals/:id/reject',
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const { reason, twoFactor } = parseInput(WithdrawalRejectBody, request.body);
      const actor = { operatorId: request.auth!.userId, stepUpToken: twoFactor?.sessionId ?? null };
      const withdrawal = await withdrawals.reject(id, actor, reason);
      return ok(withdrawal, W.rejected(withdrawal.id));
    },
  );
}
