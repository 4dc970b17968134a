import {
  formatVietnamDateTime,
  PAYMENT_MESSAGES,
  SECURITY_MESSAGES,
  selfExclusionNeedsPassword,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  vndText,
  type ResponsibleGamingDto,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { PasswordHasher } from '../auth/password-hasher';
import type { SessionMeta } from '../auth/session-store';
import type { Db, Queryable } from '../db/db';
import { AppError, badRequest, notFound, sessionRevoked } from '../http/app-error';
import { depositsCreditedSince } from '../ledger/balances';
import type { Realtime } from '../realtime/realtime';
import { recordSecurityChange, type RecordedSecurityEvent } from '../security-events/security-change';
import { announceSecurityEvent } from '../security-events/security-notice';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { findUserById } from '../users/user-store';
import {
  clearSelfExclusion,
  ensureSettingsRow,
  openDepositOrdersTotal,
  readSettings,
  selfExcludedAmong,
  vietnamDayStart,
  writeSettings,
  type SettingsRow,
} from './responsible-gaming-store';

// The player's own limits: a daily deposit limit and self-exclusion, and the guards that hold them.

// A raise or a removal of the daily limit waits this long (a limit is set in the cooler moment).
const LIMIT_RAISE_DELAY_HOURS = 24;

// The limit in force: a pending change whose time has come applies.
const effectiveLimit = (row: SettingsRow | undefined): number | null => {
  if (!row) return null;
  if (row.pending_limit_at && row.pending_due) return row.pending_limit;
  return row.daily_deposit_limit;
};

// Today's deposits as the daily limit counts them: the money that arrived today (paid orders and
// transfers an operator assigned, from the ledger) and the QR orders still open, which have brought
// nothing yet but would if paid.
export interface DepositsToday {
  arrived: number;
  pending: number;
}

export async function depositsToday(q: Queryable, userId: number): Promise<DepositsToday> {
  const [arrived, pending] = await Promise.all([depositsCreditedSince(q, userId, vietnamDayStart()), openDepositOrdersTotal(q, userId)]);
  return { arrived, pending };
}

function toDto(row: SettingsRow | undefined, deposits: DepositsToday): ResponsibleGamingDto {
  const pendingActive = Boolean(row?.pending_limit_at && !row.pending_due);
  return {
    dailyDepositLimit: effectiveLimit(row),
    pendingDailyDepositLimit: pendingActive ? row!.pending_limit : null,
    pendingLimitAt: pendingActive ? row!.pending_limit_at!.toISOString() : null,
    depositedToday: deposits.arrived,
    pendingDepositsToday: deposits.pending,
    selfExcludedUntil: row?.excluded_now && row.self_excluded_until ? row.self_excluded_until.toISOString() : null,
  };
}

export async function getResponsibleGaming(q: Queryable, userId: number): Promise<ResponsibleGamingDto> {
  return toDto(await readSettings(q, userId, false), await depositsToday(q, userId));
}

export interface ResponsibleGamingChange {
  // undefined: unchanged; null: remove the limit.
  dailyDepositLimit?: number | null;
  selfExclusionDays?: number;
  // The login password, required with a self-exclusion of SELF_EXCLUSION_PASSWORD_DAYS or more.
  loginPassword?: string;
}

export interface ResponsibleGamingDeps {
  db: Db;
  passwords: PasswordHasher;
  realtime: Realtime;
}

const loginWrong = () => new AppError(400, 'LOGIN_PASSWORD_WRONG', SECURITY_MESSAGES.loginPasswordWrong, 'loginPassword');

// Lowering (or setting a first) limit applies at once; raising or removing it waits 24 hours, and
// asking again for the same pending value keeps its original time. Self-exclusion only ever
// lengthens: a shorter period than the one running keeps the later end. A long one (7 days or more)
// cannot be undone by the player, so it is a weapon in a thief's hands (the player locked out of
// their own money while the thief works on the rest): it asks for the login password, which a stolen
// access token does not carry, and it goes into the security record and to the player's other pages.
export async function updateResponsibleGaming(
  { db, passwords, realtime }: ResponsibleGamingDeps,
  userId: number,
  change: ResponsibleGamingChange,
  origin: SessionMeta,
): Promise<ResponsibleGamingDto> {
  const long = selfExclusionNeedsPassword(change.selfExclusionDays);
  if (long) {
    if (!change.loginPassword) throw badRequest(PAYMENT_MESSAGES.selfExclusionPasswordRequired, 'loginPassword');
    const user = await findUserById(db, userId);
    if (!user) throw sessionRevoked();
    if (!(await passwords.verify(user.password_hash, change.loginPassword))) throw loginWrong();
  }
  let event: RecordedSecurityEvent | null = null;
  const saved = await db.tx(async (q) => {
    await ensureSettingsRow(q, userId);
    const row = (await readSettings(q, userId, true))!;
    let limit = effectiveLimit(row);
    let pendingLimit = row.pending_limit_at && !row.pending_due ? row.pending_limit : null;
    let pendingAt: 'keep' | 'clear' | 'new' = row.pending_limit_at && !row.pending_due ? 'keep' : 'clear';

    if (change.dailyDepositLimit !== undefined) {
      const wanted = change.dailyDepositLimit;
      const tighter = wanted !== null && (limit === null || wanted <= limit);
      if (tighter) {
        limit = wanted;
        pendingLimit = null;
        pendingAt = 'clear';
      } else if (wanted === limit) {
        pendingLimit = null;
        pendingAt = 'clear';
      } else if (!(pendingAt === 'keep' && pendingLimit === wanted)) {
        pendingLimit = wanted;
        pendingAt = 'new';
      }
    }

    await writeSettings(q, userId, {
      limit,
      pendingLimit,
      pendingAt,
      delayHours: LIMIT_RAISE_DELAY_HOURS,
      selfExclusionDays: change.selfExclusionDays ?? null,
    });
    const after = await readSettings(q, userId, false);
    if (long && after?.self_excluded_until) {
      event = await recordSecurityChange(
        q,
        userId,
        'self_exclusion_set',
        `Đến ${formatVietnamDateTime(after.self_excluded_until)}`,
        origin,
      );
    }
    return toDto(after, await depositsToday(q, userId));
  });
  if (event) announceSecurityEvent(realtime, userId, event);
  return saved;
}

// An operator ends a self-exclusion that support has proven was set by someone who took the account
// over (never at a player's own request: a self-exclusion is kept to its end). The reason is
// required; the audit log keeps it with the end that was cleared, and the player's security record
// and open pages hear of it. 404 for no such player, 409 when nothing is running. It lets the player
// deposit and bet again, so it is behind the operator's second-level password ('admin_access' for
// 'user:<id>'), spent in the same transaction.
export async function liftSelfExclusion(
  { db, realtime }: Pick<ResponsibleGamingDeps, 'db' | 'realtime'>,
  step: OperatorStepUp,
  userId: number,
  reason: string,
): Promise<{ username: string }> {
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'user') throw notFound(PAYMENT_MESSAGES.liftUserNotFound);
  const event = await db.tx(async (q) => {
    await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorAccess, STEP_UP_TARGETS.user(userId));
    const row = await readSettings(q, userId, true);
    if (!row?.excluded_now || !row.self_excluded_until) throw new AppError(409, 'NOT_SELF_EXCLUDED', PAYMENT_MESSAGES.liftNotExcluded);
    await clearSelfExclusion(q, userId);
    await recordAudit(q, {
      actorId: step.operatorId,
      action: 'user.selfExclusionLift',
      target: `user:${userId}`,
      before: { selfExcludedUntil: row.self_excluded_until.toISOString() },
      after: { selfExcludedUntil: null, reason },
    });
    return recordSecurityChange(q, userId, 'self_exclusion_lifted', null, { ip: null, userAgent: null });
  });
  announceSecurityEvent(realtime, userId, event);
  return { username: user.username };
}

const selfExcluded = (until: Date) => new AppError(400, 'SELF_EXCLUDED', PAYMENT_MESSAGES.selfExcluded(formatVietnamDateTime(until)));

// For the games: the refusal each of these players gets because they excluded themselves, until
// the end they chose (players who did not are absent), in one read for a batch of bets.
export async function selfExclusionRefusals(q: Queryable, userIds: readonly number[]): Promise<Map<number, AppError>> {
  const refusals = new Map<number, AppError>();
  for (const [userId, until] of await selfExcludedAmong(q, userIds)) refusals.set(userId, selfExcluded(until));
  return refusals;
}

// The deposit guard (pushed into app.depositGuards): runs in the deposit's transaction, and locks the
// player's limits row so that two deposits created at once cannot both slip under the limit.
export async function responsibleGamingDepositGuard(q: Queryable, userId: number, amount: number): Promise<void> {
  const row = await readSettings(q, userId, true);
  if (!row) return;
  if (row.excluded_now && row.self_excluded_until) throw selfExcluded(row.self_excluded_until);
  const limit = effectiveLimit(row);
  if (limit === null) return;
  const today = await depositsToday(q, userId);
  if (today.arrived + today.pending + amount > limit) {
    throw new AppError(400, 'DAILY_DEPOSIT_LIMIT', PAYMENT_MESSAGES.dailyLimitReached(vndText(limit)), 'amount');
  }
}
