import type { FastifyInstance } from 'fastify';
import { API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { depositOrderSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// GET /api/v1/payment-service/u/deposits/:id: the player's own order still waiting for its transfer,
// with its VietQR, as generate-qr-code answered it (404 for another's order, 409 once it is not open).
export function getDepositRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.order(':id')}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: paymentEnvelopeSchema(depositOrderSchema) } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      return paid(await deposits.openOrderOf(request.auth!.userId, id));
    },
  );
}
