import type { Queryable } from '../db/db';
import { iso } from '../db/iso-time';

export interface GroupMember {
  id: number;
  username: string;
  /** What this member has of the shared thing (a bank, a login count), for the evidence rows. */
  detail: string;
  at: string;
}

export interface SharedGroup {
  key: string;
  members: GroupMember[];
}

export type SharedKind = 'bankAccount' | 'holderName' | 'device' | 'address';

// Each finding groups the players (never an operator) holding the same thing, when more than one
// does; `userId` keeps the groups that player is in. The members come as JSON: one row a group.
type UserFilter = (column: string, mine: string) => string;
const GROUPS: Record<SharedKind, (userFilter: UserFilter, addressFilter: string) => string> = {
  bankAccount: (userFilter) => `
    SELECT b.bank_code || ':' || b.account_number AS key,
      json_agg(json_build_object('id', u.id, 'username', u.username, 'detail', b.bank_name || ' · ' || b.account_number || ' · ' || b.account_name, 'at', b.created_at) ORDER BY u.id) AS members
    FROM user_bank_accounts b JOIN users u ON u.id = b.user_id AND u.role = 'user'
    WHERE ${userFilter('b.account_number', 'SELECT account_number FROM user_bank_accounts WHERE user_id = $1')}
    GROUP BY b.bank_code, b.account_number HAVING count(DISTINCT b.user_id) > 1`,
  holderName: (userFilter) => `
    SELECT b.account_name AS key,
      json_agg(json_build_object('id', u.id, 'username', u.username, 'detail', b.bank_name || ' · ' || b.account_number, 'at', b.created_at) ORDER BY u.id) AS members
    FROM user_bank_accounts b JOIN users u ON u.id = b.user_id AND u.role = 'user'
    WHERE ${userFilter('b.account_name', 'SELECT account_name FROM user_bank_accounts WHERE user_id = $1')}
    GROUP BY b.account_name HAVING count(DISTINCT b.user_id) > 1`,
  device: (userFilter) => `
    SELECT s.device_id AS key,
      json_agg(json_build_object('id', s.user_id, 'username', s.username, 'detail', s.logins || ' lần đăng nhập', 'at', s.last_at) ORDER BY s.user_id) AS members
    FROM (
      SELECT s.device_id, s.user_id, u.username, count(*) AS logins, max(s.created_at) AS last_at
      FROM sessions s JOIN users u ON u.id = s.user_id AND u.role = 'user'
      WHERE s.device_id IS NOT NULL AND ${userFilter('s.device_id', 'SELECT device_id FROM sessions WHERE user_id = $1 AND device_id IS NOT NULL')}
      GROUP BY s.device_id, s.user_id, u.username
    ) s
    GROUP BY s.device_id HAVING count(*) > 1`,
  address: (userFilter, addressFilter) => `
    SELECT s.ip AS key,
      json_agg(json_build_object('id', s.user_id, 'username', s.username, 'detail', s.logins || ' lần đăng nhập', 'at', s.last_at) ORDER BY s.user_id) AS members
    FROM (
      SELECT s.ip, s.user_id, u.username, count(*) AS logins, max(s.created_at) AS last_at
      FROM sessions s JOIN users u ON u.id = s.user_id AND u.role = 'user'
      WHERE s.ip IS NOT NULL AND ${addressFilter} AND ${userFilter('s.ip', 'SELECT ip FROM sessions WHERE user_id = $1 AND ip IS NOT NULL')}
      GROUP BY s.ip, s.user_id, u.username
    ) s
    GROUP BY s.ip HAVING count(*) > 1`,
};

/**
 * The groups of players sharing a bank account, a holder's name, a device or an address. Loopback
 * and `excludedAddresses` (the proxies in front of the nodes) are never an address players share:
 * every test and bench, and every request a proxy forwards without naming its client, comes from one.
 */
export async function sharedGroups(
  q: Queryable,
  kind: SharedKind,
  userId: number | null,
  excludedAddresses: readonly string[],
): Promise<SharedGroup[]> {
  const params: unknown[] = kind === 'address' ? [userId, excludedAddresses] : [userId];
  const userFilter: UserFilter = (column, mine) => `($1::bigint IS NULL OR ${column} IN (${mine}))`;
  const addressFilter = `NOT (s.ip = ANY($2::text[]) OR s.ip LIKE '127.%' OR s.ip = '::1' OR s.ip LIKE '::ffff:127.%')`;
  const { rows } = await q.query<{ key: string; members: Array<Omit<GroupMember, 'at'> & { at: string }> }>(
    GROUPS[kind](userFilter, addressFilter),
    params,
  );
  return rows.map((row) => ({ key: row.key, members: row.members.map((m) => ({ ...m, id: Number(m.id), at: iso(m.at) })) }));
}

export interface BothSidesRound {
  userId: number;
  username: string;
  game: string;
  roundId: number;
  bets: Array<{ side: string; amount: number; at: string }>;
}

// Bets on both sides of a pair (tài and xỉu, chẵn and lẻ) in one round, since `since`.
export async function bothSidesRounds(q: Queryable, userId: number | null, since: Date): Promise<BothSidesRound[]> {
  const { rows } = await q.query<{ user_id: number; username: string; game: string; session_id: number; bets: BothSidesRound['bets'] }>(
    `SELECT b.user_id, u.username, b.game, b.session_id,
       json_agg(json_build_object('side', b.side, 'amount', b.amount, 'at', b.created_at) ORDER BY b.id) AS bets
     FROM game_bets b JOIN users u ON u.id = b.user_id
     WHERE b.created_at >= $2 AND b.status <> 'cancelled' AND ($1::bigint IS NULL OR b.user_id = $1)
     GROUP BY b.user_id, u.username, b.game, b.session_id
     HAVING (bool_or(b.side = 'tai') AND bool_or(b.side = 'xiu')) OR (bool_or(b.side = 'chan') AND bool_or(b.side = 'le'))
     ORDER BY b.session_id DESC LIMIT 500`,
    [userId, since],
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    username: r.username,
    game: r.game,
    roundId: Number(r.session_id),
    bets: r.bets.map((b) => ({ ...b, amount: Number(b.amount), at: iso(b.at) })),
  }));
}

export interface BigWin {
  userId: number;
  username: string;
  game: string;
  roundId: number;
  staked: number;
  paid: number;
  at: string;
}

// Rounds a player won at least `threshold` in (payouts less the round's stakes), since `since`.
export async function bigWins(q: Queryable, userId: number | null, since: Date, threshold: number): Promise<BigWin[]> {
  const { rows } = await q.query<{
    user_id: number;
    username: string;
    game: string;
    session_id: number;
    staked: number;
    paid: number;
    at: Date;
  }>(
    `SELECT b.user_id, u.username, b.game, b.session_id, sum(b.amount)::bigint AS staked, sum(b.payout)::bigint AS paid, max(b.settled_at) AS at
     FROM game_bets b JOIN users u ON u.id = b.user_id
     WHERE b.created_at >= $2 AND b.status IN ('won', 'lost') AND ($1::bigint IS NULL OR b.user_id = $1)
     GROUP BY b.user_id, u.username, b.game, b.session_id
     HAVING sum(b.payout) - sum(b.amount) >= $3
     ORDER BY b.session_id DESC LIMIT 500`,
    [userId, since, threshold],
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    username: r.username,
    game: r.game,
    roundId: Number(r.session_id),
    staked: Number(r.staked),
    paid: Number(r.paid),
    at: iso(r.at),
  }));
}

export interface WithdrawalRow {
  id: number;
  userId: number;
  username: string;
  amount: number;
  status: string;
  at: string;
}

// Players with at least `count` withdrawal requests since `since`, each with them.
export async function withdrawalBursts(q: Queryable, userId: number | null, since: Date, count: number): Promise<WithdrawalRow[][]> {
  const { rows } = await q.query<{
    items: Array<{ id: number; user_id: number; username: string; amount: number; status: string; at: string }>;
  }>(
    `SELECT json_agg(json_build_object('id', w.id, 'user_id', w.user_id, 'username', u.username, 'amount', w.amount, 'status', w.status, 'at', w.created_at) ORDER BY w.id) AS items
     FROM withdrawals w JOIN users u ON u.id = w.user_id
     WHERE w.created_at >= $2 AND ($1::bigint IS NULL OR w.user_id = $1)
     GROUP BY w.user_id HAVING count(*) >= $3`,
    [userId, since, count],
  );
  return rows.map((r) =>
    r.items.map((w) => ({
      id: Number(w.id),
      userId: Number(w.user_id),
      username: w.username,
      amount: Number(w.amount),
      status: w.status,
      at: iso(w.at),
    })),
  );
}

export interface PendingWithdrawal {
  id: number;
  userId: number;
  username: string;
  amount: number;
  at: string;
  /** When the player's last paid withdrawal before this one was decided (null: none). */
  lastPaidAt: Date | null;
}

// The withdrawals waiting for review, each with the player's last paid one before it.
export async function pendingWithdrawals(q: Queryable, userId: number | null): Promise<PendingWithdrawal[]> {
  const { rows } = await q.query<{
    id: number;
    user_id: number;
    username: string;
    amount: number;
    created_at: Date;
    last_paid_at: Date | null;
  }>(
    `SELECT w.id, w.user_id, u.username, w.amount, w.created_at,
       (SELECT max(p.processed_at) FROM withdrawals p WHERE p.user_id = w.user_id AND p.status = 'APPROVED' AND p.id < w.id) AS last_paid_at
     FROM withdrawals w JOIN users u ON u.id = w.user_id
     WHERE w.status = 'PENDING' AND ($1::bigint IS NULL OR w.user_id = $1)
     ORDER BY w.id LIMIT 500`,
    [userId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    username: r.username,
    amount: Number(r.amount),
    at: iso(r.created_at),
    lastPaidAt: r.last_paid_at ? new Date(r.last_paid_at) : null,
  }));
}

/** What the player staked since `since`: bets not cancelled nor refunded. */
export async function stakedSince(q: Queryable, userId: number, since: Date): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM game_bets
     WHERE user_id = $1 AND created_at >= $2 AND status IN ('placed', 'won', 'lost')`,
    [userId, since],
  );
  return Number(rows[0].total);
}

export interface Clearance {
  userId: number;
  kind: string;
  key: string;
  note: string;
  by: string;
  at: string;
}

export async function clearances(q: Queryable, userId: number | null): Promise<Clearance[]> {
  const { rows } = await q.query<{ user_id: number; kind: string; key: string; note: string; by: string; cleared_at: Date }>(
    `SELECT c.user_id, c.kind, c.key, c.note, o.username AS by, c.cleared_at
     FROM risk_clearances c JOIN users o ON o.id = c.cleared_by
     WHERE $1::bigint IS NULL OR c.user_id = $1`,
    [userId],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), kind: r.kind, key: r.key, note: r.note, by: r.by, at: iso(r.cleared_at) }));
}

/** False when that flag was cleared already. */
export async function insertClearance(q: Queryable, c: { userId: number; kind: string; key: string; note: string; operatorId: number }) {
  const { rows } = await q.query(
    `INSERT INTO risk_clearances (user_id, kind, key, note, cleared_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING key`,
    [c.userId, c.kind, c.key, c.note, c.operatorId],
  );
  return rows.length > 0;
}
