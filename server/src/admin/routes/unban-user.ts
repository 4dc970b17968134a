import type { FastifyInstance } from 'fastify';
import type { AdminUserDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { UserIdParams } from '../admin-inputs';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from './admin-user-schema';

// POST /api/admin/users/:id/unban
export function unbanUserRoute(app: FastifyInstance, admin: AdminService): void {
  app.post(
    '/users/:id/unban',
    { schema: { response: { 200: successSchema(dto<{ user: AdminUserDto }>({ user: adminUserSchema })) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const user = await admin.unban(request.auth!.userId, id);
      return ok({ user }, ADMIN_MESSAGES.unbanned(user.username));
    },
  );
}
