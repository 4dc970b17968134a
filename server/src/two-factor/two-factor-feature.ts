import type { FastifyInstance } from 'fastify';
import { changeTwoFactorRoute } from './routes/change-two-factor';
import { setupTwoFactorRoute } from './routes/setup-two-factor';
import { twoFactorStatusRoute } from './routes/two-factor-status';
import { validateTwoFactorRoute } from './routes/validate-two-factor';
import { createTwoFactorService } from './two-factor-service';

// The second-level password: its setup and change, and the single-use tokens that money-moving and
// sensitive actions spend (second-password-check.ts).
export async function twoFactorFeature(app: FastifyInstance): Promise<void> {
  const service = createTwoFactorService({ db: app.db, passwords: app.passwords, realtime: app.realtime });
  twoFactorStatusRoute(app);
  setupTwoFactorRoute(app, service);
  changeTwoFactorRoute(app, service);
  validateTwoFactorRoute(app, service);
}
