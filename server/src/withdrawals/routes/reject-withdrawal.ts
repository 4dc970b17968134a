import type { FastifyInstance } from 'fastify';
import { WITHDRAWAL_MESSAGES as W, WithdrawalRejectBody } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { withdrawalSchema } from '../withdrawal-schemas';
import { parseId } from '../../http/route-inputs';
import { withdrawalNotFound } from '../withdrawal-errors';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/admin/withdrawals/:id/reject {reason} (operators): hold → the player's wallet.
export function rejectWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    '/api/admin/withdrawals/:id/reject',
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const { reason } = parseInput(WithdrawalRejectBody, request.body);
      const withdrawal = await withdrawals.reject(id, request.auth!.userId, reason);
      return ok(withdrawal, W.rejected(withdrawal.id));
    },
  );
}
