import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, API_BASE } from '@app/shared/contracts';
import type { AdminOverviewDto, OperatorQueuesDto } from '@app/shared/contracts';
import { houseBalanceSchema } from '../../withdrawals/withdrawal-schemas';
import { ok } from '../../http/respond';
import { boolean, dto, integer, nullableInteger, string, successSchema } from '../../http/schemas';
import type { AdminService } from '../admin-service';

const moneyCount = dto<{ count: number; amount: number }>({ count: integer, amount: integer });

const overviewSchema = dto<AdminOverviewDto>({
  house: houseBalanceSchema,
  today: dto<AdminOverviewDto['today']>({ since: string, depositsConfirmed: moneyCount, withdrawalsApproved: moneyCount }),
  pending: dto<AdminOverviewDto['pending']>({ withdrawals: integer, deposits: integer, unmatchedTransfers: integer, changes: integer }),
  ledger: dto<AdminOverviewDto['ledger']>({ ok: boolean, checkedAt: string }),
  livePlayers: dto<AdminOverviewDto['livePlayers']>({ taixiu: nullableInteger, xocdia: nullableInteger }),
});

// GET /api/admin/queues: what waits on the operators ({pendingWithdrawals, unmatchedTransfers}, as
// adminQueues announces it), for a console opening or coming back from a lost connection.
export function queuesRoute(app: FastifyInstance, admin: AdminService): void {
  app.get(
    `${API_BASE}${ADMIN_PATHS.queues}`,
    {
      schema: {
        response: {
          200: successSchema(dto<OperatorQueuesDto>({ pendingWithdrawals: integer, unmatchedTransfers: integer, pendingChanges: integer })),
        },
      },
    },
    async () => ok(await admin.queues()),
  );
}

// GET /api/admin/overview: house balances, today's deposits and withdrawals, what waits on the
// operator, the ledger check, live players per game.
export function overviewRoute(app: FastifyInstance, admin: AdminService): void {
  app.get(`${API_BASE}${ADMIN_PATHS.overview}`, { schema: { response: { 200: successSchema(overviewSchema) } } }, async () =>
    ok(await admin.overview()),
  );
}
