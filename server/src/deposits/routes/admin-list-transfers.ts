import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { parseInput } from '../../http/validate';
import { UnmatchedQuery } from '../deposit-inputs';
import { pageSchema, successSchema } from '../../http/schemas';
import { bankTransferSchema } from '../deposit-schemas';
import type { DepositRouteContext } from './route-context';

// GET /api/admin/unmatched-transfers?status=UNMATCHED&page=1&size=20 (status defaults to UNMATCHED;
// MATCHED, ASSIGNED and IGNORED list the others).
export function adminListTransfersRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.unmatchedTransfers}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.read), schema: { response: { 200: successSchema(pageSchema(bankTransferSchema)) } } },
    async (request) => {
      const { status = 'UNMATCHED', page = 1, size = 20 } = parseInput(UnmatchedQuery, request.query);
      return ok(await deposits.transfers(status, page, size));
    },
  );
}
