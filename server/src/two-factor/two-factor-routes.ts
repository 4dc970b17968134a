import type { FastifyInstance } from 'fastify';
import { changeTwoFactorRoute } from './routes/change-two-factor';
import { setupTwoFactorRoute } from './routes/setup-two-factor';
import { twoFactorStatusRoute } from './routes/two-factor-status';
import { validateTwoFactorRoute } from './routes/validate-two-factor';

// The second-level password (/api/core/..., core answer shape).
export function twoFactorRoutes(app: FastifyInstance): void {
  twoFactorStatusRoute(app);
  setupTwoFactorRoute(app);
  changeTwoFactorRoute(app);
  validateTwoFactorRoute(app);
}
