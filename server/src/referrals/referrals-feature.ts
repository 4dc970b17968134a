import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { everyInterval } from '../http/periodic-task';
import { createReferralService } from './referral-service';
import { myReferralsRoute } from './routes/my-referrals';
import { referralSettingsRoutes } from './routes/referral-settings';

// How often a node looks for a closed week to pay: one read of the setting when the reward is off,
// and one claim per referrer already paid otherwise.
const PAYOUT_EVERY_MS = 10 * 60_000;

// Referral: the player's page (their code, who joined with it), the admins' setting of the reward,
// and the weekly payout every node runs on its timer (referral-service.ts, payClosedWeek).
export async function referralsFeature(app: FastifyInstance): Promise<void> {
  const referrals = createReferralService({ db: app.db, realtime: app.realtime, log: app.log });
  everyInterval(app, PAYOUT_EVERY_MS, 'referral payout', () => referrals.payClosedWeek());
  myReferralsRoute(app, referrals);
  app.register(async (scope) => {
    scope.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.admin));
    referralSettingsRoutes(scope, referrals);
  });
}
