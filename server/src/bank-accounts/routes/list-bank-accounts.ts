import type { FastifyInstance } from 'fastify';
import { API_BASE, BANK_ACCOUNT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { arrayOf, paymentEnvelopeSchema } from '../../http/schemas';
import { bankAccountSchema } from '../bank-account-schemas';
import type { BankAccountService } from '../bank-account-service';

// GET /api/v1/payment-service/u/user-bank-accounts: default first, then newest, each with its cool-down.
export function listBankAccountsRoute(app: FastifyInstance, service: BankAccountService): void {
  app.get(
    `${API_BASE}${BANK_ACCOUNT_PATHS.list}`,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: paymentEnvelopeSchema(arrayOf(bankAccountSchema)) } },
    },
    async (request) => paid(await service.list(request.auth!.userId)),
  );
}
