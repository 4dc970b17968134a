import { formatVietnamDateTime, PAYMENT_MESSAGES as M, vndText, type ResponsibleGamingDto } from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';

// A raise or a removal of the daily limit waits this long (a limit is set in the cooler moment).
export const LIMIT_RAISE_DELAY_HOURS = 24;
const VIETNAM_OFFSET_MS = 7 * 3_600_000; // Asia/Ho_Chi_Minh, no daylight saving

interface SettingsRow {
  daily_deposit_limit: number | null;
  pending_limit: number | null;
  pending_limit_at: Date | null;
  self_excluded_until: Date | null;
  // Computed by the query against the database clock.
  pending_due: boolean;
  excluded_now: boolean;
}

const SETTINGS = `daily_deposit_limit, pending_limit, pending_limit_at, self_excluded_until,
  coalesce(pending_limit_at <= now(), false) AS pending_due,
  coalesce(self_excluded_until > now(), false) AS excluded_now`;

// Start of today in Vietnam, as an instant.
export function vietnamDayStart(now: Date = new Date()): Date {
  const local = now.getTime() + VIETNAM_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - VIETNAM_OFFSET_MS);
}

// The limit in force: a pending change whose time has come applies.
const effectiveLimit = (row: SettingsRow | undefined): number | null => {
  if (!row) return null;
  if (row.pending_limit_at && row.pending_due) return row.pending_limit;
  return row.daily_deposit_limit;
};

async function readSettings(q: Queryable, userId: number, lock: boolean): Promise<SettingsRow | undefined> {
  const { rows } = await q.query<SettingsRow>(`SELECT ${SETTINGS} FROM responsible_gaming WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [
    userId,
  ]);
  return rows[0];
}

// Pending and confirmed deposit orders created today (Vietnam calendar day).
export async function depositedToday(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM deposit_orders
     WHERE user_id = $1 AND status IN ('PENDING', 'CONFIRMED') AND created_at >= $2`,
    [userId, vietnamDayStart()],
  );
  return rows[0].total;
}

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
    await q.query('INSERT INTO responsible_gaming (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
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

    await q.query(
      `UPDATE responsible_gaming SET
         daily_deposit_limit = $2,
         pending_limit = $3,
         pending_limit_at = CASE $4::text WHEN 'keep' THEN pending_limit_at WHEN 'new' THEN now() + make_interval(hours => $5::int) END,
         self_excluded_until = CASE WHEN $6::int IS NULL THEN self_excluded_until
           ELSE greatest(coalesce(self_excluded_until, now()), now() + make_interval(days => $6::int)) END,
         updated_at = now()
       WHERE user_id = $1`,
      [userId, limit, pendingAt === 'clear' ? null : pendingLimit, pendingAt, LIMIT_RAISE_DELAY_HOURS, change.selfExclusionDays ?? null],
    );
    return toDto(await readSettings(q, userId, false), await depositedToday(q, userId));
  });
}

const selfExcluded = (until: Date) => new AppError(400, 'SELF_EXCLUDED', M.selfExcluded(formatVietnamDateTime(until)));

// For the games (and deposits): refuses a player who excluded themselves, until the end they chose.
export async function assertNotSelfExcluded(q: Queryable, userId: number): Promise<void> {
  const row = await readSettings(q, userId, false);
  if (row?.excluded_now && row.self_excluded_until) throw selfExcluded(row.self_excluded_until);
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
