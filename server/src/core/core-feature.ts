import type { FastifyInstance } from 'fastify';
import { balanceRoute } from './balance-route';
import { listSecurityEventsRoute } from '../security-events/routes/list-security-events';
import { changePasswordRoute } from './change-password-route';

// /api/core/*: registered under the /api prefix by app.ts.
export async function coreRoutes(app: FastifyInstance): Promise<void> {
  balanceRoute(app);
  changePasswordRoute(app);
  listSecurityEventsRoute(app);
}
