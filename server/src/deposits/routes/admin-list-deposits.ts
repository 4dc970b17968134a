import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { parseInput } from '../../http/validate';
import { AdminDepositsQuery } from '../deposit-inputs';
import { pageSchema, successSchema } from '../../http/schemas';
import { adminDepositSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// GET /api/admin/deposits?status=PENDING&page=1&size=20
export function adminListDepositsRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.adminList}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.read), schema: { response: { 200: successSchema(pageSchema(adminDepositSchema)) } } },
    async (request) => {
      const { status, search, page = 1, size = 20 } = parseInput(AdminDepositsQuery, request.query);
      return ok(await deposits.adminDeposits(status, page, size, search || undefined));
    },
  );
}
