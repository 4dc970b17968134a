import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_MESSAGES, WITHDRAWAL_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { parseId } from '../../http/route-inputs';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { withdrawalNotFound } from '../withdrawal-errors';
import { withdrawalSchema } from '../withdrawal-schemas';
import type { WithdrawalService } from '../withdrawal-service';

// POST /api/v1/payment-service/u/withdrawals/:id/cancel (the player's own, still pending) → 200
// {code: 0, statusCode: 200, message, data: WithdrawalDto (CANCELLED)}; 409 once it is no longer
// pending, 404 for one that is not theirs. Sent again after a lost answer, it is the 409: the page
// reads the history again either way.
export function cancelWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    `${API_BASE}${WITHDRAWAL_PATHS.cancel(':id')}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: paymentEnvelopeSchema(withdrawalSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, withdrawalNotFound);
      const withdrawal = await withdrawals.cancel(request.auth!.userId, id);
      return paid(withdrawal, PAYMENT_MESSAGES.withdrawalCancelled);
    },
  );
}
