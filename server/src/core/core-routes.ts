import type { FastifyInstance } from 'fastify';
import { balanceRoute } from './balance-route';
import { changePasswordRoute } from './change-password-route';

// /api/core/*: registered under the /api prefix by app.ts.
export async function coreRoutes(app: FastifyInstance): Promise<void> {
  balanceRoute(app);
  changePasswordRoute(app);
}
