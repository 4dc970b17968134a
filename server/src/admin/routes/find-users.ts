import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/respond';
import { objectSchema, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { FindUsersQuery } from '../admin-inputs';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from './admin-user-schema';

// GET /api/admin/users?username=<prefix>
export function findUsersRoute(app: FastifyInstance, admin: AdminService): void {
  app.get(
    '/users',
    { schema: { response: { 200: successSchema(objectSchema({ users: { type: 'array', items: adminUserSchema } })) } } },
    async (request) => {
      const query = parseInput(FindUsersQuery, request.query);
      return ok({ users: await admin.findUsers(query.username) });
    },
  );
}
