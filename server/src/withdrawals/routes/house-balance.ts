import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, WITHDRAWAL_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { houseBalance } from '../../ledger/balances';
import { houseBalanceSchema } from '../withdrawal-schemas';

// GET /api/v1/payment-service/admin/balance (operators) → {balance, accounts: {...}}
export function houseBalanceRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${WITHDRAWAL_PATHS.houseBalance}`,
    {
      preHandler: app.requireOperator(OPERATOR_ACCESS.money),
      schema: {
        response: {
          200: paymentEnvelopeSchema(houseBalanceSchema),
        },
      },
    },
    async () => paid(await houseBalance(app.db)),
  );
}
