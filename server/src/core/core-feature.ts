import type { FastifyInstance } from 'fastify';
import { balanceRoute } from './routes/balance';
import { changePasswordRoute } from './routes/change-password';
import { publicListsRoutes } from './routes/public-lists';

// The signed-in player's balance, login password and public-lists choice.
export async function coreFeature(app: FastifyInstance): Promise<void> {
  balanceRoute(app);
  changePasswordRoute(app);
  publicListsRoutes(app);
}
