import type { FastifyInstance } from 'fastify';
import { listAuditRoute } from '../audit/list-audit-route';
import { createAdminService } from './admin-service';
import { banUserRoute } from './routes/ban-user';
import { createOperatorRoute } from './routes/create-operator';
import { findUsersRoute } from './routes/find-users';
import { overviewRoute, queuesRoute } from './routes/overview';
import { playerProfileRoute } from './routes/player-profile';
import { setDevToolsRoute } from './routes/set-dev-tools';
import { unbanUserRoute } from './routes/unban-user';

// /api/admin/*: every route of this plugin needs an operator (401 without a session, 403 for a player).
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireAdmin);
  const admin = createAdminService(app.db, app.realtime, app.io, app.passwords);
  findUsersRoute(app, admin);
  banUserRoute(app, admin);
  unbanUserRoute(app, admin);
  setDevToolsRoute(app, admin);
  listAuditRoute(app);
  overviewRoute(app, admin);
  queuesRoute(app, admin);
  createOperatorRoute(app, admin);
  playerProfileRoute(app, admin);
}
