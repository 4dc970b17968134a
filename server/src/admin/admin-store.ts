import type { AdminUserDto, OperatorQueuesDto, Role } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { walletBalances } from '../ledger/balances';

export interface AdminUserRow {
  id: number;
  username: string;
  phone: string | null;
  role: string;
  dev_tools_enabled: boolean;
  created_at: Date;
  banned_at: Date | null;
  ban_reason: string | null;
}

const ADMIN_USER_SELECT = `
  SELECT u.id, u.username, u.phone, u.role, u.dev_tools_enabled, u.created_at, u.banned_at, u.ban_reason
  FROM users u`;

// Each user with the balance of their wallet, read from the ledger.
async function withBalances(q: Queryable, rows: AdminUserRow[]): Promise<AdminUserDto[]> {
  const balances = new Map(
    (
      await walletBalances(
        q,
        rows.map((row) => Number(row.id)),
      )
    ).map(({ userId, balance }) => [userId, balance]),
  );
  return rows.map((row) => toAdminUserDto(row, balances.get(Number(row.id)) ?? 0));
}

export const toAdminUserDto = (row: AdminUserRow, balance: number): AdminUserDto => ({
  id: row.id,
  username: row.username,
  phone: row.phone ?? '',
  role: row.role as Role,
  dev_tools_enabled: row.dev_tools_enabled,
  createdAt: new Date(row.created_at).toISOString(),
  bannedAt: row.banned_at ? new Date(row.banned_at).toISOString() : null,
  banReason: row.ban_reason,
  balance,
});

export async function findAdminUserDto(q: Queryable, id: number): Promise<AdminUserDto | null> {
  const { rows } = await q.query<AdminUserRow>(`${ADMIN_USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? (await withBalances(q, rows))[0] : null;
}

// The first ban's time is kept when a ban is repeated (only the reason changes).
export async function setBan(q: Queryable, id: number, reason: string | null): Promise<boolean> {
  const { rows } = await q.query('UPDATE users SET banned_at = COALESCE(banned_at, now()), ban_reason = $2 WHERE id = $1 RETURNING id', [
    id,
    reason,
  ]);
  return rows.length > 0;
}

export async function clearBan(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('UPDATE users SET banned_at = NULL, ban_reason = NULL WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

export async function setDevTools(q: Queryable, id: number, enabled: boolean): Promise<boolean> {
  const { rows } = await q.query('UPDATE users SET dev_tools_enabled = $2 WHERE id = $1 RETURNING id', [id, enabled]);
  return rows.length > 0;
}

// What waits on an operator: withdrawals to pay or refuse, bank transfers that matched no order.
export async function operatorQueueCounts(q: Queryable): Promise<OperatorQueuesDto> {
  const { rows } = await q.query<{ pending_withdrawals: number; unmatched_transfers: number; pending_changes: number }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE status = 'PENDING')::int AS pending_withdrawals,
            (SELECT count(*) FROM bank_transfers WHERE status = 'UNMATCHED')::int AS unmatched_transfers,
            (SELECT count(*) FROM pending_changes WHERE status = 'PENDING')::int AS pending_changes`,
  );
  return {
    pendingWithdrawals: rows[0].pending_withdrawals,
    unmatchedTransfers: rows[0].unmatched_transfers,
    pendingChanges: rows[0].pending_changes,
  };
}

// Today's money through the operator's hands (since `since`, midnight in Vietnam), and the deposit
// orders still open: one past its time counts as expired, as everywhere else, before the sweep turns it.
export async function overviewCounts(q: Queryable, since: Date) {
  const { rows } = await q.query<{
    deposits_count: number;
    deposits_amount: number;
    withdrawals_count: number;
    withdrawals_amount: number;
    pending_deposits: number;
  }>(
    `SELECT
       (SELECT count(*) FROM deposit_orders WHERE status = 'CONFIRMED' AND confirmed_at >= $1)::int AS deposits_count,
       (SELECT coalesce(sum(amount), 0) FROM deposit_orders WHERE status = 'CONFIRMED' AND confirmed_at >= $1)::bigint AS deposits_amount,
       (SELECT count(*) FROM withdrawals WHERE status = 'APPROVED' AND processed_at >= $1)::int AS withdrawals_count,
       (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE status = 'APPROVED' AND processed_at >= $1)::bigint AS withdrawals_amount,
       (SELECT count(*) FROM deposit_orders WHERE status = 'PENDING' AND expires_at > now())::int AS pending_deposits`,
    [since],
  );
  const row = rows[0];
  return {
    depositsConfirmed: { count: row.deposits_count, amount: Number(row.deposits_amount) },
    withdrawalsApproved: { count: row.withdrawals_count, amount: Number(row.withdrawals_amount) },
    pendingDeposits: row.pending_deposits,
  };
}

// The operators' accounts (every role but a player's), for the host's operator CLI.
export async function listOperators(q: Queryable): Promise<AdminUserDto[]> {
  const { rows } = await q.query<AdminUserRow>(`${ADMIN_USER_SELECT} WHERE u.role <> 'user' ORDER BY u.id`);
  return rows.map((row) => toAdminUserDto(row, 0));
}

// The account named, locked for the change the caller makes in its transaction.
export async function lockAccountByUsername(q: Queryable, username: string): Promise<AdminUserDto | null> {
  const { rows } = await q.query<AdminUserRow>(`${ADMIN_USER_SELECT} WHERE u.username = $1 FOR UPDATE`, [username]);
  return rows[0] ? toAdminUserDto(rows[0], 0) : null;
}

// The admins who can still sign in, every row locked: two changes that would each leave one admin
// queue here, and the second sees what the first left.
export async function lockActiveAdmins(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin' AND banned_at IS NULL ORDER BY id FOR UPDATE");
  return rows.map((row) => Number(row.id));
}

export async function setRole(q: Queryable, id: number, role: Role): Promise<void> {
  await q.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);
}
