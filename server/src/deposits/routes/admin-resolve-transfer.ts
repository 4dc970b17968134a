import type { FastifyInstance } from 'fastify';
import { API_BASE, DEPOSIT_PATHS, OPERATOR_ACCESS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { IdParams } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { IgnoreTransferBody, ReturnTransferBody } from '../deposit-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { bankTransferSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// POST /api/admin/unmatched-transfers/:id/ignore {reason}: a stray transfer nobody is credited with.
// POST /api/admin/unmatched-transfers/:id/return {reference, note?}: sent back to its sender from the
// bank, with the bank's reference. Both 409 when the transfer was handled already, and both behind a
// token for 'admin_money' bound to 'bank-transfer:<id>', as an assignment.
export function adminResolveTransferRoutes(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  const options = {
    preHandler: app.requireOperator(OPERATOR_ACCESS.money),
    schema: { response: { 200: successSchema(bankTransferSchema) } },
  };
  app.post(`${API_BASE}${DEPOSIT_PATHS.ignoreTransfer(':id')}`, options, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { reason } = parseInput(IgnoreTransferBody, request.body);
    const transfer = await deposits.resolveTransfer(operatorStepUp(request), id, {
      status: 'IGNORED',
      note: reason,
      returnReference: null,
    });
    return ok(transfer, DEPOSIT_MESSAGES.transferIgnored(id));
  });
  app.post(`${API_BASE}${DEPOSIT_PATHS.returnTransfer(':id')}`, options, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { reference, note } = parseInput(ReturnTransferBody, request.body);
    const transfer = await deposits.resolveTransfer(operatorStepUp(request), id, {
      status: 'RETURNED',
      note: note ?? '',
      returnReference: reference,
    });
    return ok(transfer, DEPOSIT_MESSAGES.transferReturned(id));
  });
}
