import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, API_BASE } from '@app/shared/contracts';
import type { AdminUserDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { BanBody, UserIdParams } from '../admin-inputs';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from '../admin-schemas';

// POST /api/admin/users/:id/ban {reason?}, x-two-factor-session: 'admin_access' for 'user:<id>'.
export function banUserRoute(app: FastifyInstance, admin: AdminService): void {
  app.post(
    `${API_BASE}${ADMIN_PATHS.ban(':id')}`,
    { schema: { response: { 200: successSchema(dto<{ user: AdminUserDto }>({ user: adminUserSchema })) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const { reason } = parseInput(BanBody, request.body);
      const user = await admin.ban(operatorStepUp(request), id, reason);
      return ok({ user }, ADMIN_MESSAGES.banned(user.username));
    },
  );
}
