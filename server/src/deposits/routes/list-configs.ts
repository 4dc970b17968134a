import type { FastifyInstance } from 'fastify';
import { API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { arrayOf, paymentEnvelopeSchema } from '../../http/schemas';
import { configSchema } from '../deposit-schemas';
import { listConfigs } from '../deposit-store';

// GET /api/v1/payment-service/u/configs: [{id, value}] (prefix_order, deposit min and max).
export function listConfigsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.configs}`,
    { preHandler: app.requireUser, schema: { response: { 200: paymentEnvelopeSchema(arrayOf(configSchema)) } } },
    async () => paid(await listConfigs(app.db)),
  );
}
