import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, API_BASE } from '@app/shared/contracts';
import type { AdminUserDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { DevToolsBody, UserIdParams } from '../admin-inputs';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from '../admin-schemas';

// POST /api/admin/users/:id/dev-tools {enabled}: exempts a player from the developer-tools guard.
export function setDevToolsRoute(app: FastifyInstance, admin: AdminService): void {
  app.post(
    `${API_BASE}${ADMIN_PATHS.devTools(':id')}`,
    { schema: { response: { 200: successSchema(dto<{ user: AdminUserDto }>({ user: adminUserSchema })) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const { enabled } = parseInput(DevToolsBody, request.body);
      const user = await admin.setDevTools(request.auth!.userId, id, enabled);
      const message = enabled ? ADMIN_MESSAGES.devToolsEnabled(user.username) : ADMIN_MESSAGES.devToolsDisabled(user.username);
      return ok({ user }, message);
    },
  );
}
