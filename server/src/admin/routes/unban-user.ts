import type { FastifyInstance } from 'fastify';
import type { AdminUserDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { UserIdParams } from '../admin-inputs';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from './admin-user-schema';

// POST /api/admin/users/:id/unban, x-two-factor-session: 'admin_access' for 'user:<id>'.
export function unbanUserRoute(app: FastifyInstance, admin: AdminService): void {
  app.post(
    '/users/:id/unban',
    { schema: { response: { 200: successSchema(dto<{ user: AdminUserDto }>({ user: adminUserSchema })) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const user = await admin.unban(operatorStepUp(request), id);
      return ok({ user }, ADMIN_MESSAGES.unbanned(user.username));
    },
  );
}
