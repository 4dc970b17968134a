import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, API_BASE } from '@app/shared/contracts';
import type { AdminUserDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { dto, integer, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { BanBody, UserIdParams } from '../admin-inputs';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from '../admin-schemas';

// POST /api/admin/users/:id/sessions/end {reason?}: every open session of the player ends now.
export function endSessionsRoute(app: FastifyInstance, admin: AdminService): void {
  app.post(
    `${API_BASE}${ADMIN_PATHS.endSessions(':id')}`,
    { schema: { response: { 200: successSchema(dto<{ user: AdminUserDto; ended: number }>({ user: adminUserSchema, ended: integer })) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const { reason } = parseInput(BanBody, request.body);
      const { user, ended } = await admin.endSessions(request.auth!.userId, id, reason);
      return ok({ user, ended }, ADMIN_MESSAGES.sessionsEnded(user.username, ended));
    },
  );
}
