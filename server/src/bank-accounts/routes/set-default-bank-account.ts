import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_MESSAGES, PAYMENT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { bankAccountSchema, envelopeSchema } from '../../withdrawals/envelope-schema';
import { accountNotFound, parseId } from '../../withdrawals/route-inputs';
import { bankAccountActor } from '../bank-account-actor';
import type { BankAccountService } from '../bank-account-service';

// PUT /api/v1/payment-service/u/user-bank-accounts/:id/set-default (step-up token in x-two-factor-session)
export function setDefaultBankAccountRoute(app: FastifyInstance, service: BankAccountService): void {
  app.put(
    `${API_BASE}${PAYMENT_PATHS.setDefaultBankAccount(':id')}`,
    { preHandler: app.requireUser, schema: { response: { 200: envelopeSchema(bankAccountSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, accountNotFound);
      const account = await service.setDefault(bankAccountActor(request), id);
      return paid(account, PAYMENT_MESSAGES.bankAccountDefaulted);
    },
  );
}
