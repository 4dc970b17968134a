import type { FastifyInstance } from 'fastify';
import { API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { parseInput } from '../../http/validate';
import { PageQuery } from '../../http/route-inputs';
import { pageSchema, paymentEnvelopeSchema } from '../../http/schemas';
import { depositSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// GET /api/v1/payment-service/u/deposits?page=1&size=10: the player's own orders, newest first.
export function listDepositsRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.list}`,
    { preHandler: app.requireUser, schema: { response: { 200: paymentEnvelopeSchema(pageSchema(depositSchema)) } } },
    async (request) => {
      const { page = 1, size = 10 } = parseInput(PageQuery, request.query);
      return paid(await deposits.playerDeposits(request.auth!.userId, page, size));
    },
  );
}
