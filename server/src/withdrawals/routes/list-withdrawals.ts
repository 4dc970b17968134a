import type { FastifyInstance } from 'fastify';
import { API_BASE, WITHDRAWAL_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { pageOf, PageQuery } from '../../http/route-inputs';
import { paymentEnvelopeSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { withdrawalPageSchema } from '../withdrawal-schemas';
import { listPlayerWithdrawals } from '../withdrawal-store';

// GET /api/v1/payment-service/u/withdrawals?page&size → WithdrawalPage: newest first, with heldAmount.
export function listWithdrawalsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${WITHDRAWAL_PATHS.list}`,
    { preHandler: app.requireUser, schema: { response: { 200: paymentEnvelopeSchema(withdrawalPageSchema) } } },
    async (request) => paid(await listPlayerWithdrawals(app.readDb, request.auth!.userId, pageOf(parseInput(PageQuery, request.query)))),
  );
}
