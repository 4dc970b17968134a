import type { FastifyInstance } from 'fastify';
import { API_BASE, BANK_ACCOUNT_PATHS } from '@app/shared/contracts';
import { parseId } from '../../http/route-inputs';
import { accountNotFound } from '../bank-account-errors';
import { bankAccountActor } from '../bank-account-actor';
import type { BankAccountService } from '../bank-account-service';

// DELETE /api/v1/payment-service/u/user-bank-accounts/:id (step-up token in x-two-factor-session)
// → 204 with no body.
export function deleteBankAccountRoute(app: FastifyInstance, service: BankAccountService): void {
  app.delete(`${API_BASE}${BANK_ACCOUNT_PATHS.one(':id')}`, { preHandler: app.requirePlayer }, async (request, reply) => {
    const id = parseId((request.params as { id?: unknown }).id, accountNotFound);
    await service.remove(bankAccountActor(request), id);
    return reply.code(204).send();
  });
}
