import type { FastifyInstance } from 'fastify';
import { API_BASE, BankAccountUpdateBody, PAYMENT_MESSAGES, BANK_ACCOUNT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { parseInput } from '../../http/validate';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { bankAccountSchema } from '../bank-account-schemas';
import { parseId } from '../../http/route-inputs';
import { accountNotFound } from '../bank-account-errors';
import { bankAccountActor } from '../bank-account-actor';
import type { BankAccountService } from '../bank-account-service';

// PUT /api/v1/payment-service/u/user-bank-accounts/:id {bankCode?, accountNumber?, accountName?, isActive?}
// A new bank or number needs the step-up token (x-two-factor-session). The owner's name cannot
// change (sending a different one is refused).
export function updateBankAccountRoute(app: FastifyInstance, service: BankAccountService): void {
  app.put(
    `${API_BASE}${BANK_ACCOUNT_PATHS.one(':id')}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: paymentEnvelopeSchema(bankAccountSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, accountNotFound);
      const changes = parseInput(BankAccountUpdateBody, request.body);
      const account = await service.update(bankAccountActor(request), id, changes);
      const onlyToggle = changes.isActive !== undefined && Object.keys(changes).every((k) => k === 'isActive' || k === 'accountName');
      const message = onlyToggle
        ? changes.isActive
          ? PAYMENT_MESSAGES.bankAccountActivated
          : PAYMENT_MESSAGES.bankAccountDeactivated
        : PAYMENT_MESSAGES.bankAccountUpdated;
      return paid(account, message);
    },
  );
}
