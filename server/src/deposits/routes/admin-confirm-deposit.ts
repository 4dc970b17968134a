import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/respond';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { successSchema } from '../../http/schemas';
import { depositSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// POST /api/admin/deposits/:id/confirm: credits a PENDING or EXPIRED order (409 once processed).
export function adminConfirmDepositRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.post(
    '/api/admin/deposits/:id/confirm',
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(depositSchema) } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const order = await deposits.adminConfirm(request.auth!.userId, id);
      return ok(order, DEPOSIT_MESSAGES.depositConfirmedByAdmin(id));
    },
  );
}
