import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { parseInput } from '../../http/validate';
import { ConfigIdParams, ConfigValueBody } from '../deposit-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { arrayOf, successSchema } from '../../http/schemas';
import { configSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// GET /api/admin/configs
export function adminListConfigsRoute(app: FastifyInstance, { settings }: DepositRouteContext): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.adminConfigs}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(arrayOf(configSchema)) } } },
    async () => ok(await settings.listConfigs()),
  );
}

// PUT /api/admin/configs/:id {value}, x-two-factor-session: 'admin_settings' for 'config:<id>'.
export function adminUpdateConfigRoute(app: FastifyInstance, { settings }: DepositRouteContext): void {
  app.put(
    `${API_BASE}${DEPOSIT_PATHS.adminConfig(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(configSchema) } } },
    async (request) => {
      const { id } = parseInput(ConfigIdParams, request.params);
      const { value } = parseInput(ConfigValueBody, request.body);
      const saved = await settings.updateConfig(operatorStepUp(request), id, value);
      return ok(saved, DEPOSIT_MESSAGES.configUpdated(saved.id));
    },
  );
}
