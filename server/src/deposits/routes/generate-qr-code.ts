import type { FastifyInstance } from 'fastify';
import { API_BASE, GenerateQrBody, PAYMENT_MESSAGES, DEPOSIT_PATHS } from '@app/shared/contracts';
import { rateLimitPolicies } from '../../http/rate-limits';
import { paid } from '../../http/payment-envelope';
import { parseInput } from '../../http/validate';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { depositOrderSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// POST /api/v1/payment-service/u/deposits/generate-qr-code {vendorId, amount, idempotencyKey?}: a pending order, its
// transfer content and its VietQR (raw and as a PNG data URL).
export function generateQrCodeRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.post(
    `${API_BASE}${DEPOSIT_PATHS.generateQr}`,
    {
      preHandler: app.requirePlayer,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).depositCreate },
      schema: { response: { 200: paymentEnvelopeSchema(depositOrderSchema) } },
    },
    async (request) => {
      const { vendorId, amount, idempotencyKey } = parseInput(GenerateQrBody, request.body);
      const order = await deposits.createOrder(request.auth!.userId, vendorId, amount, idempotencyKey ?? null);
      return paid(order, PAYMENT_MESSAGES.depositCreated);
    },
  );
}
