import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { PENDING_CHANGE_MESSAGES } from '../../pending-changes/pending-change-messages';
import { changeRequestedSchema } from '../../pending-changes/pending-change-schemas';
import type { DepositRouteContext } from './route-context';

// POST /api/admin/deposits/:id/confirm: asks to credit a PENDING or EXPIRED order (409 once
// processed). x-two-factor-session: a token for 'admin_money' bound to 'deposit-order:<id>'. Money no
// bank feed reported never applies at once: 202 {pendingChange}, applied by a second operator's
// approval (POST /api/admin/pending-changes/:id/approve) or, with no second operator, after the delay.
export function adminConfirmDepositRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.post(
    `${API_BASE}${DEPOSIT_PATHS.confirm(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 202: successSchema(changeRequestedSchema) } } },
    async (request, reply) => {
      const { id } = parseInput(IdParams, request.params);
      const pendingChange = await deposits.adminConfirm(operatorStepUp(request), id);
      return reply.code(202).send(ok({ pendingChange }, PENDING_CHANGE_MESSAGES.requested(pendingChange)));
    },
  );
}
