import type { FastifyInstance } from 'fastify';
import { adminListWithdrawalsRoute } from './routes/admin-list-withdrawals';
import { approveWithdrawalRoute } from './routes/approve-withdrawal';
import { cancelWithdrawalRoute } from './routes/cancel-withdrawal';
import { createWithdrawalRoute } from './routes/create-withdrawal';
import { houseBalanceRoute } from './routes/house-balance';
import { listWithdrawalsRoute } from './routes/list-withdrawals';
import { rejectWithdrawalRoute } from './routes/reject-withdrawal';
import { withdrawalPayoutQrRoute } from './routes/withdrawal-payout-qr';
import { approveWithdrawalBatchRoute } from './routes/approve-withdrawal-batch';
import { createWithdrawalService } from './withdrawal-service';

// Withdrawals: the player's requests (held from the wallet until an operator decides), the
// operators' approval or refusal, and the house balance they decide against.
export async function withdrawalsFeature(app: FastifyInstance): Promise<void> {
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
  withdrawalPayoutQrRoute(app, withdrawals);
  approveWithdrawalBatchRoute(app, withdrawals);
}
