import type { FastifyInstance } from 'fastify';
import { getResponsibleGamingRoute } from './routes/get-responsible-gaming';
import { liftSelfExclusionRoute } from './routes/lift-self-exclusion';
import { updateResponsibleGamingRoute } from './routes/update-responsible-gaming';

// The player's own limits (/api/core/responsible-gaming, core answer shape), and the operator's lift
// of a self-exclusion an account takeover set (/api/admin/users/:id/self-exclusion/lift).
export function responsibleGamingRoutes(app: FastifyInstance): void {
  getResponsibleGamingRoute(app);
  updateResponsibleGamingRoute(app);
  liftSelfExclusionRoute(app);
}
