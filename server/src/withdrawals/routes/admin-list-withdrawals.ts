import type { FastifyInstance } from 'fastify';
import {
  OPERATOR_ACCESS,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
  API_BASE,
  WITHDRAWAL_PATHS,
} from '@app/shared/contracts';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/respond';
import { pageOf, PageQuery } from '../../http/route-inputs';
import { pageSchema, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { adminWithdrawalSchema } from '../withdrawal-schemas';
import { listWithdrawalsForAdmin } from '../withdrawal-store';

function parseStatus(query: unknown): WithdrawalStatus | null {
  const raw = (query as Record<string, unknown> | undefined)?.status;
  if (raw === undefined || raw === '' || raw === 'ALL' || raw === 'all') return null;
  const status = typeof raw === 'string' ? raw.toUpperCase() : '';
  if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) throw badRequest(WITHDRAWAL_MESSAGES.statusInvalid, 'status');
  return status as WithdrawalStatus;
}

// GET /api/admin/withdrawals?status=&page=&size= (operators) → {success, data: Page<AdminWithdrawalDto>}
export function adminListWithdrawalsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${WITHDRAWAL_PATHS.adminList}`,
    {
      preHandler: app.requireOperator(OPERATOR_ACCESS.money),
      schema: { response: { 200: successSchema(pageSchema(adminWithdrawalSchema)) } },
    },
    async (request) =>
      ok(await listWithdrawalsForAdmin(app.readDb, parseStatus(request.query), pageOf(parseInput(PageQuery, request.query)))),
  );
}
