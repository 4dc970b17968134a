import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { createRiskService } from './risk-service';
import { clearRiskFlagRoute } from './routes/clear-risk-flag';
import { listRiskRoute } from './routes/list-risk';
import { playerRiskRoute } from './routes/player-risk';

// The risk flags: every operator reads them; clearing one is for the roles that decide on money
// (admin, ke_toan), who review the withdrawals they are raised on.
export async function riskFeature(app: FastifyInstance): Promise<void> {
  // The proxies in front of the nodes (TRUST_PROXY as a list) forward many players from one address.
  const proxies = typeof app.config.trustProxy === 'string' ? app.config.trustProxy.split(',').map((p) => p.trim().split('/')[0]) : [];
  const risk = createRiskService(app.db, app.config.riskRules ?? CONFIG_DEFAULTS.riskRules, proxies);
  app.register(async (scope) => {
    scope.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.read));
    listRiskRoute(scope, risk);
    playerRiskRoute(scope, risk);
  });
  app.register(async (scope) => {
    scope.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.money));
    clearRiskFlagRoute(scope, risk);
  });
}
