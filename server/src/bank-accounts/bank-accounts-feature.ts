import type { FastifyInstance } from 'fastify';
import { createBankAccountService } from './bank-account-service';
import { createBankAccountRoute } from './routes/create-bank-account';
import { deleteBankAccountRoute } from './routes/delete-bank-account';
import { listBankAccountsRoute } from './routes/list-bank-accounts';
import { setDefaultBankAccountRoute } from './routes/set-default-bank-account';
import { updateBankAccountRoute } from './routes/update-bank-account';

// The player's own bank accounts, where withdrawals are paid.
export async function bankAccountsFeature(app: FastifyInstance): Promise<void> {
  const service = createBankAccountService({
    db: app.db,
    realtime: app.realtime,
    withdrawalCooldownHours: app.config.withdrawalCooldownHours,
  });
  createBankAccountRoute(app, service);
  listBankAccountsRoute(app, service);
  updateBankAccountRoute(app, service);
  deleteBankAccountRoute(app, service);
  setDefaultBankAccountRoute(app, service);
}
