import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_PATHS } from '@app/shared/contracts';
import { accountNotFound, parseId } from '../../withdrawals/route-inputs';
import { deleteBankAccount } from '../bank-account-store';

// DELETE /api/v1/payment-service/u/user-bank-accounts/:id → 204 with no body (spec section 7).
export function deleteBankAccountRoute(app: FastifyInstance): void {
  app.delete(`${API_BASE}${PAYMENT_PATHS.bankAccount(':id')}`, { preHandler: app.requireUser }, async (request, reply) => {
    const id = parseId((request.params as { id?: unknown }).id, accountNotFound);
    await deleteBankAccount(app.db, request.auth!.userId, id);
    return reply.code(204).send();
  });
}
