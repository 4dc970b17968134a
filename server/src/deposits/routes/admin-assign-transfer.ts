import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { AssignBody } from '../deposit-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { successSchema } from '../../http/schemas';
import { PENDING_CHANGE_MESSAGES } from '../../pending-changes/pending-change-messages';
import { changeRequestedSchema } from '../../pending-changes/pending-change-schemas';
import { bankTransferSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// POST /api/admin/unmatched-transfers/:id/assign {userId} | {orderId}: credits the transfer's money
// to its owner; 409 when the transfer was already handled. x-two-factor-session: a token for
// 'admin_money' bound to 'bank-transfer:<id>'. Above MANUAL_CREDIT_REVIEW_ABOVE it waits for a
// second operator instead: 202 {pendingChange}.
export function adminAssignTransferRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.post(
    `${API_BASE}${DEPOSIT_PATHS.assignTransfer(':id')}`,
    {
      preHandler: app.requireOperator(OPERATOR_ACCESS.money),
      schema: { response: { 200: successSchema(bankTransferSchema), 202: successSchema(changeRequestedSchema) } },
    },
    async (request, reply) => {
      const { id } = parseInput(IdParams, request.params);
      const target = parseInput(AssignBody, request.body);
      if ((target.userId === undefined) === (target.orderId === undefined)) {
        throw badRequest(DEPOSIT_MESSAGES.assignTargetRequired);
      }
      const outcome = await deposits.assignTransfer(operatorStepUp(request), id, target);
      if ('pending' in outcome) {
        return reply.code(202).send(ok({ pendingChange: outcome.pending }, PENDING_CHANGE_MESSAGES.requested(outcome.pending)));
      }
      return ok(outcome.done.transfer, DEPOSIT_MESSAGES.transferAssigned(id, outcome.done.username));
    },
  );
}
