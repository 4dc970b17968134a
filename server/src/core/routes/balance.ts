import type { FastifyInstance } from 'fastify';
import { API_BASE, type BalanceResult, CORE_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { dto, integer, successSchema, type DataOf } from '../../http/schemas';
import { walletBalance } from '../../ledger/balances';

export function balanceRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${CORE_PATHS.balance}`,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: successSchema(dto<DataOf<BalanceResult>>({ balance: integer })) } },
    },
    async (request) => ok({ balance: await walletBalance(app.db, request.auth!.userId) }),
  );
}
