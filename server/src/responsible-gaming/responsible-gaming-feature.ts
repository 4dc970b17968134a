import type { FastifyInstance } from 'fastify';
import { responsibleGamingDepositGuard } from './responsible-gaming-service';
import { getResponsibleGamingRoute } from './routes/get-responsible-gaming';
import { liftSelfExclusionRoute } from './routes/lift-self-exclusion';
import { updateResponsibleGamingRoute } from './routes/update-responsible-gaming';

// The player's own limits (a daily deposit limit, self-exclusion), which guard their deposits and
// bets, and the operator's lift of a self-exclusion an account takeover set.
export async function responsibleGamingFeature(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, passwords: app.passwords, realtime: app.realtime };
  getResponsibleGamingRoute(app, deps);
  updateResponsibleGamingRoute(app, deps);
  liftSelfExclusionRoute(app, deps);

  // The deposits feature (registered before this one) runs its guards before it creates an order.
  app.depositGuards.push(responsibleGamingDepositGuard);
}
