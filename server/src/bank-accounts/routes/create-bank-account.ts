import type { FastifyInstance } from 'fastify';
import { API_BASE, BankAccountBody, PAYMENT_MESSAGES, BANK_ACCOUNT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { parseInput } from '../../http/validate';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { bankAccountSchema } from '../bank-account-schemas';
import { bankAccountActor } from '../bank-account-actor';
import type { BankAccountService } from '../bank-account-service';

// POST /api/v1/payment-service/u/user-bank-accounts {bankCode, accountNumber, accountName}, with a
// bank_account_change step-up token in x-two-factor-session.
export function createBankAccountRoute(app: FastifyInstance, service: BankAccountService): void {
  app.post(
    `${API_BASE}${BANK_ACCOUNT_PATHS.list}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: paymentEnvelopeSchema(bankAccountSchema) } } },
    async (request) => {
      const input = parseInput(BankAccountBody, request.body);
      const account = await service.create(bankAccountActor(request), input);
      return paid(account, PAYMENT_MESSAGES.bankAccountCreated);
    },
  );
}
