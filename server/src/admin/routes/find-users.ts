import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, API_BASE } from '@app/shared/contracts';
import type { AdminUserDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { FindUsersQuery } from '../admin-inputs';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from '../admin-schemas';

// GET /api/admin/users?username=<prefix>
export function findUsersRoute(app: FastifyInstance, admin: AdminService): void {
  app.get(
    `${API_BASE}${ADMIN_PATHS.users}`,
    { schema: { response: { 200: successSchema(dto<{ users: AdminUserDto[] }>({ users: arrayOf(adminUserSchema) })) } } },
    async (request) => {
      const query = parseInput(FindUsersQuery, request.query);
      return ok({ users: await admin.findUsers(query.username) });
    },
  );
}
