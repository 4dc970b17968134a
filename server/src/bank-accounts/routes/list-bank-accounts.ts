import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { bankAccountSchema, envelopeSchema } from '../../withdrawals/envelope-schema';
import type { BankAccountService } from '../bank-account-service';

// GET /api/v1/payment-service/u/user-bank-accounts: default first, then newest, each with its cool-down.
export function listBankAccountsRoute(app: FastifyInstance, service: BankAccountService): void {
  app.get(
    `${API_BASE}${PAYMENT_PATHS.bankAccounts}`,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: envelopeSchema({ type: 'array', items: bankAccountSchema }) } },
    },
    async (request) => paid(await service.list(request.auth!.userId)),
  );
}
