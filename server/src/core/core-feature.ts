import type { FastifyInstance } from 'fastify';
import { balanceRoute } from './routes/balance';
import { changePasswordRoute } from './routes/change-password';

// The signed-in player's balance and login password.
export async function coreFeature(app: FastifyInstance): Promise<void> {
  balanceRoute(app);
  changePasswordRoute(app);
}
