import type { FastifyBaseLogger } from 'fastify';
import {
  addDays,
  maskUsername,
  REFERRAL_MESSAGES,
  REFERRED_LIST_MAX,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  vietnamDateOf,
  vietnamDayStartOf,
  weekStartOf,
  type GameType,
  type InboxItemDto,
  type MyReferralsDto,
  type ReferralSettingsDto,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/db';
import { badRequest, notFound } from '../http/app-error';
import { announceInboxItem } from '../inbox/inbox-notice';
import { insertInboxItem } from '../inbox/inbox-store';
import { payReferralReward, referralTurnoverBetween, type ReferralPayment } from '../ledger/ledger-referrals';
import { announceBalance } from '../realtime/announce-balance';
import type { Realtime } from '../realtime/realtime';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import {
  claimReferralPayout,
  lockReferralSettings,
  ownReferralCode,
  readReferralSettings,
  referralEarned,
  referredPlayers,
  saveReferralSettings,
} from './referral-store';

export const REFERRAL_SETTINGS_TARGET = 'referral_settings';

// A week is paid once it has been over this long: a bet's transaction begun before Monday midnight
// has committed by then, so the week's sums no longer change (the reports' roll-up waits the same).
export const REFERRAL_PAYOUT_GRACE_MS = 10 * 60_000;

/** The Monday of the last week that is over (grace included) at `now`, in Vietnam time. */
export const weekToPay = (now: Date): string => addDays(weekStartOf(vietnamDateOf(new Date(now.getTime() - REFERRAL_PAYOUT_GRACE_MS))), -7);

/** The reward on a turnover, in whole đồng rounded down (nothing on a week with more refunded than staked). */
export const rewardOn = (turnover: number, shareBp: number): number =>
  turnover > 0 ? Number((BigInt(turnover) * BigInt(shareBp)) / 10_000n) : 0;

export interface WeekPaid {
  weekStart: string | null;
  paid: Array<{ referrerId: number; amount: number }>;
}

export type ReferralService = ReturnType<typeof createReferralService>;

/**
 * The player's referral page, the reward's setting and its weekly payout. The reward creates money
 * for players, so its setting is an admin's, behind their second-level password and audited; it is
 * off until an admin turns it on, and a week counts only if the reward was on from its first moment,
 * so turning it on never pays for a week already played under other rules.
 */
export function createReferralService(deps: { db: Db; realtime: Realtime; log: FastifyBaseLogger }) {
  const { db, realtime, log } = deps;

  return {
    async mine(userId: number): Promise<MyReferralsDto> {
      const [code, referred, earned, settings] = await Promise.all([
        ownReferralCode(db, userId),
        referredPlayers(db, userId, REFERRED_LIST_MAX),
        referralEarned(db, userId),
        readReferralSettings(db),
      ]);
      if (!code) throw notFound(REFERRAL_MESSAGES.codeMissing);
      return {
        code,
        total: referred.total,
        referred: referred.players.map((p) => ({ name: maskUsername(p.username), joinedAt: p.joinedAt.toISOString() })),
        earned,
        reward: settings.enabled ? { shareBp: settings.shareBp } : null,
      };
    },

    settings: (): Promise<ReferralSettingsDto> => readReferralSettings(db),

    async saveSettings(step: OperatorStepUp, input: { enabled: boolean; shareBp: number }): Promise<ReferralSettingsDto> {
      if (input.enabled && input.shareBp === 0) throw badRequest(REFERRAL_MESSAGES.shareRequired, 'shareBp');
      return db.tx(async (q) => {
        await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.referralSettings());
        const before = await lockReferralSettings(q);
        // Kept while it stays on (a new share applies from the next payout); a fresh start when turned on.
        const enabledSince = !input.enabled ? null : before.enabled && before.enabledSince ? new Date(before.enabledSince) : new Date();
        await saveReferralSettings(q, { enabled: input.enabled, shareBp: input.shareBp, enabledSince }, step.operatorId);
        const after = await readReferralSettings(q);
        await recordAudit(q, {
          actorId: step.operatorId,
          action: 'referralSettings.update',
          target: REFERRAL_SETTINGS_TARGET,
          before: { enabled: before.enabled, shareBp: before.shareBp },
          after: { enabled: after.enabled, shareBp: after.shareBp },
        });
        return after;
      });
    },

    /**
     * Pays the last week that is over, if the reward was on all through it: each referrer their
     * share of each game's turnover by their players, from that game's house, in one transaction per
     * referrer with its inbox item. Every node runs it on its timer; the week's row per referrer
     * (claimReferralPayout) and the ledger's keys make a second run, on this node or another, pay
     * nothing. A referrer who fails is logged and tried again at the next tick.
     */
    async payClosedWeek(now: Date = new Date()): Promise<WeekPaid> {
      const settings = await readReferralSettings(db);
      if (!settings.enabled || settings.shareBp <= 0 || !settings.enabledSince) return { weekStart: null, paid: [] };
      const weekStart = weekToPay(now);
      const start = vietnamDayStartOf(weekStart);
      if (new Date(settings.enabledSince) > start) return { weekStart: null, paid: [] };
      const shareBp = settings.shareBp;

      const byReferrer = new Map<number, { turnover: number; payments: ReferralPayment[] }>();
      for (const row of await referralTurnoverBetween(db, start, vietnamDayStartOf(addDays(weekStart, 7)))) {
        const entry = byReferrer.get(row.referrerId) ?? { turnover: 0, payments: [] };
        entry.turnover += row.turnover;
        const amount = rewardOn(row.turnover, shareBp);
        if (amount > 0) entry.payments.push({ game: row.game, amount, idempotencyKey: referralKey(weekStart, row.referrerId, row.game) });
        byReferrer.set(row.referrerId, entry);
      }

      const paid: WeekPaid['paid'] = [];
      for (const [referrerId, { turnover, payments }] of byReferrer) {
        const amount = payments.reduce((sum, p) => sum + p.amount, 0);
        if (amount <= 0) continue;
        try {
          const item = await db.tx(async (q): Promise<InboxItemDto | null> => {
            if (!(await claimReferralPayout(q, { weekStart, referrerId, shareBp, turnover, amount }))) return null;
            await payReferralReward(q, referrerId, `referral:${weekStart}`, payments);
            return insertInboxItem(q, referrerId, 'referral_reward', { amount, note: weekStart });
          });
          if (!item) continue;
          paid.push({ referrerId, amount });
          announceInboxItem(realtime, referrerId, item);
          await announceBalance(db, realtime, referrerId).catch((error) => log.warn({ err: error }, 'balance announcement failed'));
        } catch (error) {
          log.warn({ err: error, referrerId, weekStart }, 'referral payout failed');
        }
      }
      return { weekStart, paid };
    },
  };
}

// One payment per week, referrer and game: the same week paid again finds its keys used.
const referralKey = (weekStart: string, referrerId: number, game: GameType) => `referral:${weekStart}:${referrerId}:${game}`;
