import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { successSchema } from '../../http/schemas';
import { depositSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// POST /api/admin/deposits/:id/confirm: credits a PENDING or EXPIRED order (409 once processed).
// x-two-factor-session: a token for 'admin_money' bound to 'deposit-order:<id>'.
export function adminConfirmDepositRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.post(
    '/api/admin/deposits/:id/confirm',
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(depositSchema) } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const order = await deposits.adminConfirm(operatorStepUp(request), id);
      return ok(order, DEPOSIT_MESSAGES.depositConfirmedByAdmin(id));
    },
  );
}
