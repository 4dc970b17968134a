import type { FastifyInstance } from 'fastify';
import { WITHDRAWAL_MESSAGES as W, WithdrawalApproveBody } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { withdrawalSchema } from '../withdrawal-schemas';
import { parseId } from '../../http/route-inputs';
import { withdrawalNotFound } from '../withdrawal-errors';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/admin/withdrawals/:id/approve {transactionRef, note?} (operators): hold → external.
export function approveWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    '/api/admin/withdrawals/:id/approve',
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const input = parseInput(WithdrawalApproveBody, request.body);
      const withdrawal = await withdrawals.approve(id, request.auth!.userId, input);
      return ok(withdrawal, W.approved(withdrawal.id));
    },
  );
}
