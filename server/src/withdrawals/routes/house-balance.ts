import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { envelopeSchema, integer } from '../envelope-schema';
import { houseBalance } from '../../ledger/balances';

const accountsSchema = {
  type: 'object',
  required: ['house_taixiu', 'house_xocdia', 'bank_in', 'withdrawal_hold', 'external'],
  properties: { house_taixiu: integer, house_xocdia: integer, bank_in: integer, withdrawal_hold: integer, external: integer },
};

// GET /api/v1/payment-service/admin/balance (operators) → {balance, accounts: {...}}
export function houseBalanceRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${PAYMENT_PATHS.adminBalance}`,
    {
      preHandler: app.requireAdmin,
      schema: {
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['balance', 'accounts'],
            properties: { balance: integer, accounts: accountsSchema },
          }),
        },
      },
    },
    async () => paid(await houseBalance(app.db)),
  );
}
