import { formatVietnamDateTime, PAYMENT_MESSAGES as M, vndText, type ResponsibleGamingDto } from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import {
  depositedToday,
  ensureSettingsRow,
  readSettings,
  selfExcludedAmong,
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

function toDto(row: SettingsRow | undefined, deposited: number): ResponsibleGamingDto {
  const pendingActive = Boolean(row?.pending_limit_at && !row.pending_due);
  return {
    dailyDepositLimit: effectiveLimit(row),
    pendingDailyDepositLimit: pendingActive ? row!.pending_limit : null,
    pendingLimitAt: pendingActive ? row!.pending_limit_at!.toISOString() : null,
    depositedToday: deposited,
    selfExcludedUntil: row?.excluded_now && row.self_excluded_until ? row.self_excluded_until.toISOString() : null,
  };
}

export async function getResponsibleGaming(q: Queryable, userId: number): Promise<ResponsibleGamingDto> {
  return toDto(await readSettings(q, userId, false), await depositedToday(q, userId));
}

export interface ResponsibleGamingChange {
  // undefined: unchanged; null: remove the limit.
  dailyDepositLimit?: number | null;
  selfExclusionDays?: number;
}

// Lowering (or setting a first) limit applies at once; raising or removing it waits 24 hours, and
// asking again for the same pending value keeps its original time. Self-exclusion only ever
// lengthens: a shorter period than the one running keeps the later end.
export async function updateResponsibleGaming(db: Db, userId: number, change: ResponsibleGamingChange): Promise<ResponsibleGamingDto> {
  return db.tx(async (q) => {
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
    return toDto(await readSettings(q, userId, false), await depositedToday(q, userId));
  });
}

const selfExcluded = (until: Date) => new AppError(400, 'SELF_EXCLUDED', M.selfExcluded(formatVietnamDateTime(until)));

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
  if ((await depositedToday(q, userId)) + amount > limit) {
    throw new AppError(400, 'DAILY_DEPOSIT_LIMIT', M.dailyLimitReached(vndText(limit)), 'amount');
  }
}
