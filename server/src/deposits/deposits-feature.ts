import type { FastifyInstance } from 'fastify';
import { definePlugin } from '../http/define-plugin';
import { everyInterval } from '../http/periodic-task';
import { createDepositService, type DepositGuard } from './deposit-service';
import { adminAssignTransferRoute } from './routes/admin-assign-transfer';
import { adminResolveTransferRoutes } from './routes/admin-resolve-transfer';
import { adminListConfigsRoute, adminUpdateConfigRoute } from './routes/admin-configs';
import { adminConfirmDepositRoute } from './routes/admin-confirm-deposit';
import { adminListDepositsRoute } from './routes/admin-list-deposits';
import { adminListTransfersRoute } from './routes/admin-list-transfers';
import { adminRejectDepositRoute } from './routes/admin-reject-deposit';
import { adminCreateVendorCardRoute, adminListVendorCardsRoute, adminUpdateVendorCardRoute } from './routes/admin-vendor-cards';
import { bankWebhookRoute } from './routes/bank-webhook';
import { generateQrCodeRoute } from './routes/generate-qr-code';
import { listBanksRoute } from './routes/list-banks';
import { listConfigsRoute } from './routes/list-configs';
import { getDepositRoute } from './routes/get-deposit';
import { listDepositsRoute } from './routes/list-deposits';
import { listVendorCardsRoute } from './routes/list-vendor-cards';
import type { DepositRouteContext } from './routes/route-context';
import { createSettingsService } from './settings-service';

export type { DepositGuard };

declare module 'fastify' {
  interface FastifyInstance {
    // Hook point for other features (the withdrawal side's responsible-gaming rules): each guard
    // runs, in order, inside the transaction that creates a deposit order, before the order row is
    // written: `(q, userId, amount) => Promise<void>`, throwing an AppError (4xx, Vietnamese
    // message) to refuse. Use `q` for every query (it is the order's transaction). Register with
    // `app.depositGuards.push(guard)` from a plugin registered after depositsFeature.
    depositGuards: DepositGuard[];
    // Whether a player may join `order_<id>` on the socket (only the order's owner may). Read late
    // by the realtime plugin, which is registered before this feature.
    canJoinOrder: (userId: number, orderId: number) => Promise<boolean>;
  }
}

// Deposits: vendor cards, configs, banks, QR orders, the bank-feed webhook, the expiry sweep, and
// their operator routes. Not encapsulated (definePlugin), so its decorators reach the features registered after it.
export const depositsFeature = definePlugin(
  'deposits',
  async (app: FastifyInstance) => {
    app.decorate('depositGuards', [] as DepositGuard[]);

    const deposits = createDepositService({
      db: app.db,
      reads: app.readDb,
      realtime: app.realtime,
      depositTtlMinutes: app.config.depositTtlMinutes,
      guards: () => app.depositGuards,
      log: app.log,
      pendingChanges: app.pendingChanges,
    });
    const context: DepositRouteContext = { deposits, settings: createSettingsService(app.db, app.pendingChanges) };
    app.decorate('canJoinOrder', (userId: number, orderId: number) => deposits.canJoinOrder(userId, orderId));

    // Payment service (players).
    listBanksRoute(app);
    listVendorCardsRoute(app);
    listConfigsRoute(app);
    generateQrCodeRoute(app, context);
    listDepositsRoute(app, context);
    getDepositRoute(app, context);
    bankWebhookRoute(app, context);
    // Operators.
    adminListDepositsRoute(app, context);
    adminConfirmDepositRoute(app, context);
    adminRejectDepositRoute(app, context);
    adminListTransfersRoute(app, context);
    adminAssignTransferRoute(app, context);
    adminResolveTransferRoutes(app, context);
    adminListVendorCardsRoute(app);
    adminCreateVendorCardRoute(app, context);
    adminUpdateVendorCardRoute(app, context);
    adminListConfigsRoute(app, context);
    adminUpdateConfigRoute(app, context);

    // The expiry sweep: every node runs it; the UPDATE ... RETURNING hands each order to one.
    everyInterval(app, app.config.depositSweepIntervalMs, 'deposit expiry sweep', () => deposits.sweepExpired());
  },
  ['config', 'db', 'authentication', 'realtime', 'rate-limit', 'pending-changes'],
);
