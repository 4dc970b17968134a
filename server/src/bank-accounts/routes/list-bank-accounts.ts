import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { bankAccountSchema, envelopeSchema } from '../../withdrawals/envelope-schema';
import { listBankAccounts } from '../bank-account-store';

// GET /api/v1/payment-service/u/user-bank-accounts: default first, then newest.
export function listBankAccountsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${PAYMENT_PATHS.bankAccounts}`,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: envelopeSchema({ type: 'array', items: bankAccountSchema }) } },
    },
    async (request) => paid(await listBankAccounts(app.db, request.auth!.userId)),
  );
}
