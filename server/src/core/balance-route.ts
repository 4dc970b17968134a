import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '@app/shared/contracts';
import { ok } from '../http/respond';
import { objectSchema, successSchema } from '../http/schemas';
import { walletBalance } from '../ledger/balances';

export function balanceRoute(app: FastifyInstance): void {
  app.get(
    AUTH_PATHS.balance,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: successSchema(objectSchema({ balance: { type: 'integer' } })) } },
    },
    async (request) => ok({ balance: await walletBalance(app.db, request.auth!.userId) }),
  );
}
