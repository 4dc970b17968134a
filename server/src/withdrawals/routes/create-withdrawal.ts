import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_MESSAGES, TwoFactorContext, WithdrawalBody, WITHDRAWAL_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { rateLimitPolicies } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { withdrawalSchema } from '../withdrawal-schemas';
import type { WithdrawalService } from '../withdrawal-service';

// The withdrawal form's field is bank_account_id; the payments call names it
// bankAccountId. Both are taken.
function withAlias(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { bank_account_id: alias, ...rest } = body as Record<string, unknown>;
  if (alias === undefined) return body;
  return 'bankAccountId' in rest ? rest : { ...rest, bankAccountId: alias };
}

// POST /api/v1/payment-service/u/withdrawals {bankAccountId, amount, twoFactor: {sessionId, ...}}
// → 201 {code: 0, statusCode: 201, message, data: WithdrawalDto}
export function createWithdrawalRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.post(
    `${API_BASE}${WITHDRAWAL_PATHS.list}`,
    {
      preHandler: app.requirePlayer,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).withdrawalCreate },
      schema: { response: { 201: paymentEnvelopeSchema(withdrawalSchema) } },
    },
    async (request, reply) => {
      const input = parseInput(WithdrawalBody, withAlias(request.body));
      const twoFactor = parseInput(TwoFactorContext, input.twoFactor);
      const withdrawal = await withdrawals.create(request.auth!.userId, {
        bankAccountId: input.bankAccountId,
        amount: input.amount,
        stepUpToken: twoFactor.sessionId,
        idempotencyKey: input.idempotencyKey ?? null,
      });
      return reply.code(201).send(paid(withdrawal, PAYMENT_MESSAGES.withdrawalCreated, 201));
    },
  );
}
