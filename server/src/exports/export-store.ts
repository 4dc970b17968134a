import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

// One page of each export, by id after the last one sent: each page is a short statement of its own
// (no transaction spans the file, and PGlite's one connection serves other requests between pages).

export interface ExportWindow {
  start: Date;
  end: Date;
  status: string | null;
  game: GameType | null;
  userId: number | null;
}

export type RowsKind = 'deposits' | 'withdrawals' | 'bets' | 'bank-transfers' | 'audit';

// The statuses as the lists show them: a pending order whose time is up reads EXPIRED.
const DEPOSIT_STATUS = `CASE WHEN d.status = 'PENDING' AND d.expires_at <= now() THEN 'EXPIRED' ELSE d.status END`;

const TABLES: Record<RowsKind, string> = {
  deposits: 'deposit_orders',
  withdrawals: 'withdrawals',
  bets: 'game_bets',
  'bank-transfers': 'bank_transfers',
  audit: 'audit_log',
};

/**
 * The first and last ids of the window's rows: the pages then walk the primary key between them,
 * instead of each page looking for the window again (on a table with a time index, bets, this
 * one statement is the only one that reads it).
 */
export async function idBounds(q: Queryable, kind: RowsKind, w: ExportWindow): Promise<{ first: number; last: number } | null> {
  const { rows } = await q.query<{ first: number | null; last: number | null }>(
    `SELECT min(id) AS first, max(id) AS last FROM ${TABLES[kind]} WHERE created_at >= $1 AND created_at < $2`,
    [w.start, w.end],
  );
  const { first, last } = rows[0] ?? {};
  return first == null || last == null ? null : { first: Number(first), last: Number(last) };
}

// Each kind's statement and its parameters: ids from, ids to, the window, its filters, the page size.
type PageQuery = (w: ExportWindow, fromId: number, toId: number, limit: number) => [string, unknown[]];

const PAGES: Record<RowsKind, PageQuery> = {
  deposits: (w, fromId, toId, limit) => [
    `SELECT d.id, u.username, d.amount, d.code, d.content, ${DEPOSIT_STATUS} AS status, d.created_at, d.confirmed_at,
       d.confirmed_by, d.rejected_at, d.reject_reason, d.bank_transfer_id
     FROM deposit_orders d JOIN users u ON u.id = d.user_id
     WHERE d.id BETWEEN $1 AND $2 AND d.created_at >= $3 AND d.created_at < $4
       AND ($5::text IS NULL OR ${DEPOSIT_STATUS} = $5) AND ($6::bigint IS NULL OR d.user_id = $6)
     ORDER BY d.id LIMIT $7`,
    [fromId, toId, w.start, w.end, w.status, w.userId, limit],
  ],
  withdrawals: (w, fromId, toId, limit) => [
    `SELECT w.id, u.username, w.amount, w.bank_name, w.account_number, w.account_name, w.status, w.created_at,
       w.processed_at, p.username AS processed_by, w.transaction_ref, w.reject_reason
     FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN users p ON p.id = w.processed_by
     WHERE w.id BETWEEN $1 AND $2 AND w.created_at >= $3 AND w.created_at < $4
       AND ($5::text IS NULL OR w.status = $5) AND ($6::bigint IS NULL OR w.user_id = $6)
     ORDER BY w.id LIMIT $7`,
    [fromId, toId, w.start, w.end, w.status, w.userId, limit],
  ],
  bets: (w, fromId, toId, limit) => [
    `SELECT b.id, b.game, b.session_id, u.username, b.side, b.amount, b.status, b.payout, b.created_at
     FROM game_bets b JOIN users u ON u.id = b.user_id
     WHERE b.id BETWEEN $1 AND $2 AND b.created_at >= $3 AND b.created_at < $4
       AND ($5::text IS NULL OR b.game = $5) AND ($6::bigint IS NULL OR b.user_id = $6)
     ORDER BY b.id LIMIT $7`,
    [fromId, toId, w.start, w.end, w.game, w.userId, limit],
  ],
  'bank-transfers': (w, fromId, toId, limit) => [
    `SELECT t.id, t.provider_tx_id, t.gateway, t.account_number, t.content, t.amount, t.transfer_type, t.reference_code,
       t.transaction_date, t.status, a.username AS assigned_to, t.note, t.created_at
     FROM bank_transfers t LEFT JOIN users a ON a.id = t.assigned_user_id
     WHERE t.id BETWEEN $1 AND $2 AND t.created_at >= $3 AND t.created_at < $4 AND ($5::text IS NULL OR t.status = $5)
     ORDER BY t.id LIMIT $6`,
    [fromId, toId, w.start, w.end, w.status, limit],
  ],
  audit: (w, fromId, toId, limit) => [
    `SELECT a.id, a.created_at, u.username AS actor, a.action, a.target, a.before, a.after
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
     WHERE a.id BETWEEN $1 AND $2 AND a.created_at >= $3 AND a.created_at < $4
     ORDER BY a.id LIMIT $5`,
    [fromId, toId, w.start, w.end, limit],
  ],
};

/** Up to `limit` rows of the window with ids from `fromId` to `toId`, oldest first. */
export async function exportPage(q: Queryable, kind: RowsKind, w: ExportWindow, fromId: number, toId: number, limit: number) {
  const [sql, params] = PAGES[kind](w, fromId, toId, limit);
  const { rows } = await q.query<Record<string, unknown> & { id: number }>(sql, params);
  return rows;
}

export async function userIdByUsername(q: Queryable, username: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return rows[0] ? Number(rows[0].id) : null;
}
