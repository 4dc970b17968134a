import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, type OperatorRole } from '@app/shared/contracts';
import { createAdminService } from './admin-service';
import { banUserRoute } from './routes/ban-user';
import { endSessionsRoute } from './routes/end-sessions';
import { findUsersRoute } from './routes/find-users';
import { overviewRoute, queuesRoute } from './routes/overview';
import { playerProfileRoute } from './routes/player-profile';
import { setDevToolsRoute } from './routes/set-dev-tools';
import { unbanUserRoute } from './routes/unban-user';

// The operators' view of the players and the queues: every route needs an operator (401 without a
// session, 403 for a player) of the roles its group is open to (403 with the roles that may, for
// another role). Operators themselves are not managed here: only on the host (admin/host-control.ts).
export async function adminFeature(app: FastifyInstance): Promise<void> {
  const admin = createAdminService(app.db, app.realtime, app.readDb);
  const group = (roles: readonly OperatorRole[], register: (scope: FastifyInstance) => void) =>
    app.register(async (scope) => {
      scope.addHook('preHandler', app.requireOperator(roles));
      register(scope);
    });

  group(OPERATOR_ACCESS.read, (scope) => {
    overviewRoute(scope, admin);
    queuesRoute(scope, admin);
    findUsersRoute(scope, admin);
    playerProfileRoute(scope, admin);
  });
  group(OPERATOR_ACCESS.support, (scope) => {
    endSessionsRoute(scope, admin);
  });
  group(OPERATOR_ACCESS.admin, (scope) => {
    banUserRoute(scope, admin);
    unbanUserRoute(scope, admin);
    setDevToolsRoute(scope, admin);
  });
}
