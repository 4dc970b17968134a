import type { ReferralSettingsDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

/** The player's own code (migration 041); null for an account that hands out none. */
export async function ownReferralCode(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ code: string | null }>('SELECT own_referral_code AS code FROM users WHERE id = $1', [userId]);
  return rows[0]?.code ?? null;
}

/** The newest `limit` players who joined with the referrer's code, and how many did in all. */
export async function referredPlayers(
  q: Queryable,
  referrerId: number,
  limit: number,
): Promise<{ total: number; players: Array<{ username: string; joinedAt: Date }> }> {
  const [list, count] = await Promise.all([
    q.query<{ username: string; created_at: Date }>(
      'SELECT username, created_at FROM users WHERE referred_by = $1 ORDER BY id DESC LIMIT $2',
      [referrerId, limit],
    ),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE referred_by = $1', [referrerId]),
  ]);
  return {
    total: Number(count.rows[0]?.n ?? 0),
    players: list.rows.map((row) => ({ username: row.username, joinedAt: new Date(row.created_at) })),
  };
}

/** What the weekly reward has paid the referrer so far, in đồng. */
export async function referralEarned(q: Queryable, referrerId: number): Promise<number> {
  const { rows } = await q.query<{ earned: number | string }>(
    'SELECT coalesce(sum(amount), 0)::bigint AS earned FROM referral_payouts WHERE referrer_id = $1',
    [referrerId],
  );
  return Number(rows[0]?.earned ?? 0);
}

interface SettingsRow {
  enabled: boolean;
  share_bp: number;
  enabled_since: Date | null;
  updated_by: string | null;
  updated_at: Date | null;
}

const iso = (v: Date | null) => (v === null ? null : new Date(v).toISOString());

const toDto = (row: SettingsRow): ReferralSettingsDto => ({
  enabled: row.enabled,
  shareBp: Number(row.share_bp),
  enabledSince: iso(row.enabled_since),
  updatedAt: iso(row.updated_at),
  updatedBy: row.updated_by,
});

const SELECT_SETTINGS = `SELECT s.enabled, s.share_bp, s.enabled_since, u.username AS updated_by, s.updated_at
  FROM referral_settings s LEFT JOIN users u ON u.id = s.updated_by`;

export async function readReferralSettings(q: Queryable): Promise<ReferralSettingsDto> {
  const { rows } = await q.query<SettingsRow>(SELECT_SETTINGS);
  return toDto(rows[0]);
}

/** The setting as it stands, locked until the caller's transaction ends (two saves go in turn). */
export async function lockReferralSettings(q: Queryable): Promise<ReferralSettingsDto> {
  const { rows } = await q.query<SettingsRow>(`${SELECT_SETTINGS} FOR UPDATE OF s`);
  return toDto(rows[0]);
}

export async function saveReferralSettings(
  q: Queryable,
  settings: { enabled: boolean; shareBp: number; enabledSince: Date | null },
  actorId: number,
): Promise<void> {
  await q.query('UPDATE referral_settings SET enabled = $1, share_bp = $2, enabled_since = $3, updated_by = $4, updated_at = now()', [
    settings.enabled,
    settings.shareBp,
    settings.enabledSince,
    actorId,
  ]);
}

export interface ReferralPayoutRow {
  weekStart: string;
  referrerId: number;
  shareBp: number;
  turnover: number;
  amount: number;
}

/**
 * Claims the week's payout of one referrer: true when this transaction wrote its row, false when it
 * was already there (another node, or an earlier run; a claim still being written is waited for).
 */
export async function claimReferralPayout(q: Queryable, payout: ReferralPayoutRow): Promise<boolean> {
  const { rows } = await q.query<{ referrer_id: number }>(
    `INSERT INTO referral_payouts (week_start, referrer_id, share_bp, turnover, amount)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (week_start, referrer_id) DO NOTHING
     RETURNING referrer_id`,
    [payout.weekStart, payout.referrerId, payout.shareBp, payout.turnover, payout.amount],
  );
  return rows.length > 0;
}
