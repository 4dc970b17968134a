import type { FastifyInstance } from 'fastify';
import { API_BASE, OPERATOR_ACCESS, WITHDRAWAL_MESSAGES, WITHDRAWAL_PATHS, WithdrawalBatchBody, vndText } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, integer, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import type { WithdrawalDto } from '@app/shared/contracts';
import { withdrawalSchema } from '../withdrawal-schemas';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/admin/withdrawals/approve-batch {ids, transactionRef, note?}: the listed withdrawals,
// paid in one bank batch, approved together under one step-up token ('admin_withdrawal_review' bound
// to withdrawalBatchTarget(ids)); 409 naming any no longer pending, and then none is approved.
export function approveWithdrawalBatchRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    `${API_BASE}${WITHDRAWAL_PATHS.approveBatch}`,
    {
      preHandler: app.requireOperator(OPERATOR_ACCESS.money),
      schema: {
        response: {
          200: successSchema(
            dto<{ withdrawals: WithdrawalDto[]; total: number }>({ withdrawals: arrayOf(withdrawalSchema), total: integer }),
          ),
        },
      },
    },
    async (request) => {
      const { ids, transactionRef, note } = parseInput(WithdrawalBatchBody, request.body);
      const done = await withdrawals.approveBatch(ids, operatorStepUp(request), { transactionRef, note });
      return ok(done, WITHDRAWAL_MESSAGES.batchApproved(done.withdrawals.length, vndText(done.total)));
    },
  );
}
