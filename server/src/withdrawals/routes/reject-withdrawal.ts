import type { FastifyInstance } from 'fastify';
import {
  WITHDRAWAL_MESSAGES as W,
  WITHDRAWAL_STATUS_EVENT,
  WithdrawalRejectBody,
  type WithdrawalStatusUpdate,
} from '@app/shared/contracts';
import { announceBalance } from '../../realtime/announce-balance';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { withdrawalSchema } from '../envelope-schema';
import { parseId, withdrawalNotFound } from '../route-inputs';
import { rejectWithdrawal } from '../withdrawal-store';

// POST /api/admin/withdrawals/:id/reject {reason} (operators): hold → the player's wallet.
export function rejectWithdrawalRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/withdrawals/:id/reject',
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const { reason } = parseInput(WithdrawalRejectBody, request.body);
      const withdrawal = await rejectWithdrawal(app.db, id, request.auth!.userId, reason);
      const update: WithdrawalStatusUpdate = {
        withdrawalId: withdrawal.id,
        status: withdrawal.status,
        amount: withdrawal.amount,
        message: W.playerRejected(reason),
      };
      app.realtime.toUser(withdrawal.userId, WITHDRAWAL_STATUS_EVENT, update);
      await announceBalance(app.db, app.realtime, withdrawal.userId);
      return ok(withdrawal, W.rejected(withdrawal.id));
    },
  );
}
