import type { FastifyInstance } from 'fastify';
import { getResponsibleGamingRoute } from './routes/get-responsible-gaming';
import { updateResponsibleGamingRoute } from './routes/update-responsible-gaming';

// The player's own limits (/api/core/responsible-gaming, core answer shape).
export function responsibleGamingRoutes(app: FastifyInstance): void {
  getResponsibleGamingRoute(app);
  updateResponsibleGamingRoute(app);
}
