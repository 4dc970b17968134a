import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { definePlugin } from '../http/define-plugin';
import { everyInterval } from '../http/periodic-task';
import { createPendingChangeService, type PendingChangeService } from './pending-change-service';
import { countOtherOperators } from './pending-change-store';
import { approvePendingChangeRoute, cancelPendingChangeRoute, rejectPendingChangeRoute } from './routes/decide-pending-change';
import { listPendingChangesRoute } from './routes/list-pending-changes';

declare module 'fastify' {
  interface FastifyInstance {
    // Maker-checker: features register the kinds of change they send through it (register), ask
    // for one inside their own transaction (request) and announce it after (announce).
    pendingChanges: PendingChangeService;
  }
}

// Maker-checker ("Chờ duyệt"): the list, the decisions, and the sweep that applies the solo mode's
// changes once their delay has passed (every node runs it; each change is locked by one).
export const pendingChangesFeature = definePlugin(
  'pending-changes',
  async (app: FastifyInstance) => {
    const changes = createPendingChangeService({
      db: app.db,
      realtime: app.realtime,
      log: app.log,
      soloDelayHours: app.config.makerCheckerSoloDelayHours ?? 24,
      manualCreditReviewAbove: app.config.manualCreditReviewAbove ?? 10_000_000,
    });
    app.decorate('pendingChanges', changes);
    listPendingChangesRoute(app, changes);
    approvePendingChangeRoute(app, changes);
    rejectPendingChangeRoute(app, changes);
    cancelPendingChangeRoute(app, changes);

    // The solo mode's due changes: every node sweeps; each change is locked by one.
    const bootLog = async () => {
      // Which mode a change made now would be in, for whoever reads the boot log.
      const operators = await countOtherOperators(app.db, 0, OPERATOR_ACCESS.money);
      app.log.info(
        operators >= 2
          ? `maker-checker: two operators (a manual credit, a credit above ${app.config.manualCreditReviewAbove ?? 10_000_000} đ or a receiving account change waits for a second operator's approval)`
          : `maker-checker: solo (one operator: such a change waits ${app.config.makerCheckerSoloDelayHours ?? 24} h, cancellable, before it applies; add a second operator to approve instead)`,
      );
    };
    everyInterval(app, app.config.pendingChangeSweepIntervalMs ?? 5_000, 'pending change sweep', () => changes.sweepDue(), bootLog);
  },
  ['config', 'db', 'authentication', 'realtime'],
);
