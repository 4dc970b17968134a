import type { FastifyInstance } from 'fastify';
import { bankAccountRoutes } from '../bank-accounts/bank-account-routes';
import type { Queryable } from '../db/db';
import { responsibleGamingDepositGuard } from '../responsible-gaming';
import { responsibleGamingRoutes } from '../responsible-gaming/responsible-gaming-routes';
import { twoFactorRoutes } from '../two-factor/two-factor-routes';
import { adminListWithdrawalsRoute } from './routes/admin-list-withdrawals';
import { approveWithdrawalRoute } from './routes/approve-withdrawal';
import { cancelWithdrawalRoute } from './routes/cancel-withdrawal';
import { createWithdrawalRoute } from './routes/create-withdrawal';
import { houseBalanceRoute } from './routes/house-balance';
import { listWithdrawalsRoute } from './routes/list-withdrawals';
import { rejectWithdrawalRoute } from './routes/reject-withdrawal';
import { createWithdrawalService } from './withdrawal-service';

type DepositGuard = (q: Queryable, userId: number, amount: number) => Promise<void>;

// Withdrawals: user bank accounts, second-level password, withdrawals, responsible-gaming limits,
// the house balance, and their operator routes. Paths are registered in full (/api/...).
export async function withdrawalsFeature(app: FastifyInstance): Promise<void> {
  bankAccountRoutes(app);
  twoFactorRoutes(app);
  responsibleGamingRoutes(app);

  const withdrawals = createWithdrawalService({
    db: app.db,
    realtime: app.realtime,
    cooldownHours: app.config.withdrawalCooldownHours,
    log: app.log,
  });
  createWithdrawalRoute(app, withdrawals);
  listWithdrawalsRoute(app);
  cancelWithdrawalRoute(app, withdrawals);
  houseBalanceRoute(app);
  adminListWithdrawalsRoute(app);
  approveWithdrawalRoute(app, withdrawals);
  rejectWithdrawalRoute(app, withdrawals);

  // The deposits feature (registered before this one) runs these before it creates an order.
  const guards = app.hasDecorator('depositGuards') ? (app as unknown as { depositGuards?: DepositGuard[] }).depositGuards : undefined;
  if (Array.isArray(guards)) guards.push(responsibleGamingDepositGuard);
  else app.log.warn('depositGuards is not decorated: the responsible-gaming limits do not guard deposits');
}
