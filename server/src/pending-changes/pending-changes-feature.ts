import type { FastifyInstance } from 'fastify';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { definePlugin } from '../http/define-plugin';
import { everyInterval } from '../http/periodic-task';
import { createPendingChangeService, type PendingChangeService } from './pending-change-service';
import { approvePendingChangeRoute, cancelPendingChangeRoute, rejectPendingChangeRoute } from './routes/decide-pending-change';
import { getPendingChangeRoute } from './routes/get-pending-change';
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
    const soloDelayHours = app.config.makerCheckerSoloDelayHours ?? CONFIG_DEFAULTS.makerCheckerSoloDelayHours;
    const manualCreditReviewAbove = app.config.manualCreditReviewAbove ?? CONFIG_DEFAULTS.manualCreditReviewAbove;
    const changes = createPendingChangeService({
      db: app.db,
      realtime: app.realtime,
      log: app.log,
      soloDelayHours,
      manualCreditReviewAbove,
    });
    app.decorate('pendingChanges', changes);
    listPendingChangesRoute(app, changes);
    getPendingChangeRoute(app, changes);
    approvePendingChangeRoute(app, changes);
    rejectPendingChangeRoute(app, changes);
    cancelPendingChangeRoute(app, changes);

    // The solo mode's due changes: every node sweeps; each change is locked by one. Once ready, the
    // boot log says which mode a change made now would be in.
    const bootLog = async () =>
      app.log.info(
        (await changes.teamMode()) === 'two'
          ? `maker-checker: two operators (a manual credit, a credit above ${manualCreditReviewAbove} đ or a receiving account change waits for a second operator's approval)`
          : `maker-checker: solo (one operator: such a change waits ${soloDelayHours} h, cancellable, before it applies; add a second operator to approve instead)`,
      );
    everyInterval(
      app,
      app.config.pendingChangeSweepIntervalMs ?? CONFIG_DEFAULTS.pendingChangeSweepIntervalMs,
      'pending change sweep',
      () => changes.sweepDue(),
      bootLog,
    );
  },
  ['config', 'db', 'authentication', 'realtime'],
);
