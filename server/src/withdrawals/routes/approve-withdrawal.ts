import type { FastifyInstance } from 'fastify';
import {
  WITHDRAWAL_MESSAGES as W,
  WITHDRAWAL_STATUS_EVENT,
  WithdrawalApproveBody,
  type WithdrawalStatusUpdate,
} from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { withdrawalSchema } from '../envelope-schema';
import { parseId, withdrawalNotFound } from '../route-inputs';
import { approveWithdrawal } from '../withdrawal-store';

// POST /api/admin/withdrawals/:id/approve {transactionRef, note?} (operators): hold → external.
export function approveWithdrawalRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/withdrawals/:id/approve',
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const input = parseInput(WithdrawalApproveBody, request.body);
      const withdrawal = await approveWithdrawal(app.db, id, request.auth!.userId, input);
      const update: WithdrawalStatusUpdate = {
        withdrawalId: withdrawal.id,
        status: withdrawal.status,
        amount: withdrawal.amount,
        message: W.playerApproved,
      };
      app.realtime.toUser(withdrawal.userId, WITHDRAWAL_STATUS_EVENT, update);
      return ok(withdrawal, W.approved(withdrawal.id));
    },
  );
}
