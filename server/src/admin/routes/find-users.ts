import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, API_BASE } from '@app/shared/contracts';
import type { AdminPlayerRowDto, AdminPlayerSearchDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, integer, nullableString, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { FindUsersQuery } from '../admin-inputs';
import type { AdminService } from '../admin-service';
import { adminUserProperties, lifetimeSchema } from '../admin-schemas';

const rowSchema = dto<AdminPlayerRowDto>({
  ...adminUserProperties,
  lastLoginAt: nullableString,
  lifetime: lifetimeSchema,
  tags: arrayOf(string),
  matchedBy: arrayOf(string),
});

// GET /api/admin/users?q=&status=&tag=&sort=&order=&page=: the players found by one box (a username's
// start, a phone, a bank account number, a holder's name or an address), newest first unless sorted.
export function findUsersRoute(app: FastifyInstance, admin: AdminService): void {
  app.get(
    `${API_BASE}${ADMIN_PATHS.users}`,
    {
      schema: {
        response: {
          200: successSchema(dto<AdminPlayerSearchDto>({ users: arrayOf(rowSchema), total: integer, page: integer, pageSize: integer })),
        },
      },
    },
    async (request) => {
      const query = parseInput(FindUsersQuery, request.query);
      const sort = query.sort ?? 'created';
      return ok(
        await admin.findPlayers({
          text: query.q,
          status: query.status ?? 'all',
          tag: query.tag,
          sort,
          descending: (query.order ?? 'desc') === 'desc',
          page: query.page ?? 1,
        }),
      );
    },
  );
}
