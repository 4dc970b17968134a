import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { RejectBody } from '../deposit-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { successSchema } from '../../http/schemas';
import { depositSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// POST /api/admin/deposits/:id/reject {reason}: a PENDING or EXPIRED order becomes REJECTED.
export function adminRejectDepositRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.post(
    `${API_BASE}${DEPOSIT_PATHS.reject(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(depositSchema) } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const { reason } = parseInput(RejectBody, request.body);
      const order = await deposits.adminReject(request.auth!.userId, id, reason);
      return ok(order, DEPOSIT_MESSAGES.depositRejectedByAdmin(id));
    },
  );
}
