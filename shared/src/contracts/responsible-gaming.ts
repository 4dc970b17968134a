// Responsible gaming: the player's daily deposit limit and self-exclusion, and an operator's lift of
// one.
import { define, nullable, object, optional } from 'superstruct';
import { PAYMENT_MESSAGES } from './payment-messages';
import { loginPasswordProof } from './two-factor';

export interface ResponsibleGamingDto {
  // Whole đồng per Vietnam calendar day, null for none.
  dailyDepositLimit: number | null;
  // A raise or removal waits 24 hours (a limit is for the cooler moment); these say what and when.
  pendingDailyDepositLimit: number | null;
  pendingLimitAt: string | null;
  // What arrived today (Asia/Ho_Chi_Minh): paid orders and bank transfers an operator assigned.
  depositedToday: number;
  // QR orders still open (not paid, not expired): no money yet, but the daily limit counts them with
  // the above, so that orders asked for at once cannot outrun it.
  pendingDepositsToday: number;
  selfExcludedUntil: string | null;
}

export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180] as const;
// A self-exclusion this long or longer asks for the login password: a thief holding a stolen access
// token could otherwise lock the player out of their own money for months.
export const SELF_EXCLUSION_PASSWORD_DAYS = 7;
export const selfExclusionNeedsPassword = (days: number | undefined) => days !== undefined && days >= SELF_EXCLUSION_PASSWORD_DAYS;

export const SELF_EXCLUSION_LIFT_REASON_MAX = 500;

export const ResponsibleGamingBody = object({
  dailyDepositLimit: optional(
    nullable(
      define<number>('dailyDepositLimit', (v) =>
        typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : PAYMENT_MESSAGES.dailyLimitInvalid,
      ),
    ),
  ),
  selfExclusionDays: optional(
    define<number>('selfExclusionDays', (v) =>
      (SELF_EXCLUSION_DAYS as readonly unknown[]).includes(v) ? true : PAYMENT_MESSAGES.selfExclusionInvalid,
    ),
  ),
  // Required (by the service) with a self-exclusion of SELF_EXCLUSION_PASSWORD_DAYS or more.
  loginPassword: optional(loginPasswordProof),
});

export const SelfExclusionLiftBody = object({
  reason: define<string>('reason', (v) => {
    if (typeof v !== 'string' || v.trim() === '') return PAYMENT_MESSAGES.liftReasonRequired;
    return v.trim().length <= SELF_EXCLUSION_LIFT_REASON_MAX ? true : PAYMENT_MESSAGES.liftReasonTooLong;
  }),
});
