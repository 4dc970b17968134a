import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { envelopeSchema, pageSchema, withdrawalSchema } from '../envelope-schema';
import { parsePage } from '../route-inputs';
import { listPlayerWithdrawals } from '../withdrawal-store';

// GET /api/v1/payment-service/u/withdrawals?page&size → Page<WithdrawalDto>, newest first.
export function listWithdrawalsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${PAYMENT_PATHS.withdrawals}`,
    { preHandler: app.requireUser, schema: { response: { 200: envelopeSchema(pageSchema(withdrawalSchema)) } } },
    async (request) => paid(await listPlayerWithdrawals(app.db, request.auth!.userId, parsePage(request.query))),
  );
}
