import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_MESSAGES, BANK_ACCOUNT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { bankAccountSchema } from '../bank-account-schemas';
import { parseId } from '../../http/route-inputs';
import { accountNotFound } from '../bank-account-errors';
import { bankAccountActor } from '../bank-account-actor';
import type { BankAccountService } from '../bank-account-service';

// PUT /api/v1/payment-service/u/user-bank-accounts/:id/set-default (step-up token in x-two-factor-session)
export function setDefaultBankAccountRoute(app: FastifyInstance, service: BankAccountService): void {
  app.put(
    `${API_BASE}${BANK_ACCOUNT_PATHS.setDefault(':id')}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: paymentEnvelopeSchema(bankAccountSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, accountNotFound);
      const account = await service.setDefault(bankAccountActor(request), id);
      return paid(account, PAYMENT_MESSAGES.bankAccountDefaulted);
    },
  );
}
