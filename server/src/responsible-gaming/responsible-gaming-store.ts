import type { Queryable } from '../db/db';

// The SQL of the player's own limits; the rules are responsible-gaming-service.ts's.

const VIETNAM_OFFSET_MS = 7 * 3_600_000; // Asia/Ho_Chi_Minh, no daylight saving

export interface SettingsRow {
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

// The players among these who have excluded themselves until a time still to come, with that time.
export async function selfExcludedAmong(q: Queryable, userIds: readonly number[]): Promise<Map<number, Date>> {
  const { rows } = await q.query<{ user_id: number; self_excluded_until: Date }>(
    'SELECT user_id, self_excluded_until FROM responsible_gaming WHERE user_id = ANY($1::bigint[]) AND self_excluded_until > now()',
    [userIds],
  );
  return new Map(rows.map((row) => [Number(row.user_id), new Date(row.self_excluded_until)]));
}

// Start of today in Vietnam, as an instant.
export function vietnamDayStart(now: Date = new Date()): Date {
  const local = now.getTime() + VIETNAM_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - VIETNAM_OFFSET_MS);
}

export async function readSettings(q: Queryable, userId: number, lock: boolean): Promise<SettingsRow | undefined> {
  const { rows } = await q.query<SettingsRow>(`SELECT ${SETTINGS} FROM responsible_gaming WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [
    userId,
  ]);
  return rows[0];
}

// QR orders still open: neither paid nor past their time (after which the bank feed no longer pays
// them; a late transfer is the operator's to assign, and counts then).
export async function openDepositOrdersTotal(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ total: number | string }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM deposit_orders
     WHERE user_id = $1 AND status = 'PENDING' AND expires_at > now()`,
    [userId],
  );
  return Number(rows[0].total);
}

export async function ensureSettingsRow(q: Queryable, userId: number): Promise<void> {
  await q.query('INSERT INTO responsible_gaming (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
}

export interface SettingsWrite {
  limit: number | null;
  pendingLimit: number | null;
  // keep: the pending change's time stays; new: it starts now (plus delayHours); clear: none.
  pendingAt: 'keep' | 'clear' | 'new';
  delayHours: number;
  // Self-exclusion only ever lengthens: the later of the running end and now + these days.
  selfExclusionDays: number | null;
}

export async function writeSettings(q: Queryable, userId: number, w: SettingsWrite): Promise<void> {
  await q.query(
    `UPDATE responsible_gaming SET
       daily_deposit_limit = $2,
       pending_limit = $3,
       pending_limit_at = CASE $4::text WHEN 'keep' THEN pending_limit_at WHEN 'new' THEN now() + make_interval(hours => $5::int) END,
       self_excluded_until = CASE WHEN $6::int IS NULL THEN self_excluded_until
         ELSE greatest(coalesce(self_excluded_until, now()), now() + make_interval(days => $6::int)) END,
       updated_at = now()
     WHERE user_id = $1`,
    [userId, w.limit, w.pendingAt === 'clear' ? null : w.pendingLimit, w.pendingAt, w.delayHours, w.selfExclusionDays],
  );
}

// The operator's lift: the self-exclusion ends now (the daily limit stays as it is).
export async function clearSelfExclusion(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE responsible_gaming SET self_excluded_until = NULL, updated_at = now() WHERE user_id = $1', [userId]);
}
