import {
  CONFIG_KEYS,
  paymentSettings,
  type AdminPlayerWithdrawalDto,
  type AdminWithdrawalDto,
  type AmountLimits,
  type Page,
  type SystemConfigDto,
  type WithdrawalDto,
  type WithdrawalPage,
  type WithdrawalStatus,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { iso, isoOrNull } from '../db/iso-time';

// The SQL of withdrawals; the rules and the money are withdrawal-service.ts's.

interface WithdrawalRow {
  id: number;
  user_id: number;
  bank_account_id: number;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  amount: number;
  status: WithdrawalStatus;
  admin_note: string | null;
  reject_reason: string | null;
  transaction_ref: string | null;
  processed_at: Date | null;
  processed_by: number | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `w.id, w.user_id, w.bank_account_id, w.bank_code, w.bank_name, w.account_number, w.account_name,
  w.amount, w.status, w.admin_note, w.reject_reason, w.transaction_ref, w.processed_at, w.processed_by,
  w.created_at, w.updated_at`;

function toWithdrawalDto(row: WithdrawalRow): WithdrawalDto {
  return {
    id: row.id,
    userId: row.user_id,
    bankAccountId: row.bank_account_id,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    amount: row.amount,
    status: row.status,
    adminNote: row.admin_note,
    rejectReason: row.reject_reason,
    processedAt: isoOrNull(row.processed_at),
    transactionRef: row.transaction_ref,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

// Withdrawals obey the deposit limits of the system configs.
export async function withdrawalLimits(q: Queryable): Promise<AmountLimits> {
  const { rows } = await q.query<SystemConfigDto>('SELECT id, value FROM system_configs WHERE id IN ($1, $2)', [
    CONFIG_KEYS.depositMin,
    CONFIG_KEYS.depositMax,
  ]);
  const { min, max } = paymentSettings(rows);
  return { min, max };
}

export interface WithdrawalBankAccount {
  id: number;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  is_active: boolean;
  destination_changed_at: Date;
}

/** The player's own bank account, share-locked so that it cannot be deleted meanwhile. */
export async function lockOwnBankAccount(q: Queryable, userId: number, bankAccountId: number): Promise<WithdrawalBankAccount | undefined> {
  const { rows } = await q.query<WithdrawalBankAccount>(
    `SELECT id, bank_code, bank_name, account_number, account_name, is_active, destination_changed_at FROM user_bank_accounts
     WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL FOR SHARE`,
    [bankAccountId, userId],
  );
  return rows[0];
}

export async function insertWithdrawal(
  q: Queryable,
  userId: number,
  account: WithdrawalBankAccount,
  amount: number,
  idempotencyKey: string | null,
): Promise<WithdrawalDto> {
  // The request key is held once per player in withdrawal_keys (the withdrawals are partitioned by
  // month): a copy sent at once waits on its key row, then fails on it, and is answered with the
  // withdrawal the first made.
  const { rows } = await q.query<WithdrawalRow>(
    `WITH w AS (
       INSERT INTO withdrawals AS w (user_id, bank_account_id, bank_code, bank_name, account_number, account_name, amount, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}
     ), k AS (
       INSERT INTO withdrawal_keys (user_id, idempotency_key, withdrawal_id, created_at)
       SELECT user_id, $8, id, created_at FROM w WHERE $8::text IS NOT NULL
     )
     SELECT ${COLUMNS} FROM w`,
    [userId, account.id, account.bank_code, account.bank_name, account.account_number, account.account_name, amount, idempotencyKey],
  );
  return toWithdrawalDto(rows[0]);
}

// The withdrawal an earlier request of the player's made with this key, if any.
export async function findWithdrawalByKey(q: Queryable, userId: number, idempotencyKey: string): Promise<WithdrawalDto | undefined> {
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals w WHERE w.user_id = $1 AND w.idempotency_key = $2 AND w.idempotency_key IS NOT NULL`,
    [userId, idempotencyKey],
  );
  return rows[0] && toWithdrawalDto(rows[0]);
}

export async function listPlayerWithdrawals(
  q: Queryable,
  userId: number,
  page: { page: number; size: number; offset: number },
): Promise<WithdrawalPage> {
  const [items, totals] = await Promise.all([
    q.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals w WHERE w.user_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`, [
      userId,
      page.size,
      page.offset,
    ]),
    // The held figure is the pending rows' sum rather than a ledger balance: withdrawal_hold is one
    // account for every player.
    q.query<{ n: number; held: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount) FILTER (WHERE status = 'PENDING'), 0)::bigint AS held
       FROM withdrawals WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return {
    items: items.rows.map(toWithdrawalDto),
    page: page.page,
    size: page.size,
    total: totals.rows[0].n,
    heldAmount: Number(totals.rows[0].held),
  };
}

// What each player has been paid out over their life on the site (the approved withdrawals), and
// what their requests waiting for review hold out of the wallet.
export async function approvedWithdrawalTotals(
  q: Queryable,
  userIds: readonly number[],
): Promise<Map<number, { withdrawn: number; withdrawalCount: number; held: number }>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await q.query<{ user_id: number; amount: number; n: number; held: number }>(
    `SELECT user_id, coalesce(sum(amount) FILTER (WHERE status = 'APPROVED'), 0)::bigint AS amount,
       (count(*) FILTER (WHERE status = 'APPROVED'))::int AS n,
       coalesce(sum(amount) FILTER (WHERE status = 'PENDING'), 0)::bigint AS held
     FROM withdrawals WHERE status IN ('APPROVED', 'PENDING') AND user_id = ANY($1::bigint[]) GROUP BY user_id`,
    [userIds],
  );
  return new Map(rows.map((r) => [Number(r.user_id), { withdrawn: Number(r.amount), withdrawalCount: Number(r.n), held: Number(r.held) }]));
}

// The console's player profile: the player's latest withdrawals, each with the operator who decided it.
export async function listPlayerWithdrawalsForAdmin(q: Queryable, userId: number, limit: number): Promise<AdminPlayerWithdrawalDto[]> {
  const { rows } = await q.query<WithdrawalRow & { decided_by_name: string | null }>(
    `SELECT ${COLUMNS}, op.username AS decided_by_name FROM withdrawals w LEFT JOIN users op ON op.id = w.processed_by
     WHERE w.user_id = $1 ORDER BY w.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({ ...toWithdrawalDto(row), decidedByName: row.decided_by_name }));
}

export async function listWithdrawalsForAdmin(
  q: Queryable,
  status: WithdrawalStatus | null,
  page: { page: number; size: number; offset: number },
): Promise<Page<AdminWithdrawalDto>> {
  const [items, total] = await Promise.all([
    // The queue of pending ones is worked oldest first (who waited longest is paid first); any other
    // list reads newest first. Both orders walk withdrawals_by_status.
    q.query<WithdrawalRow & { username: string }>(
      `SELECT ${COLUMNS}, u.username FROM withdrawals w JOIN users u ON u.id = w.user_id
       WHERE ($1::text IS NULL OR w.status = $1) ORDER BY w.id ${status === 'PENDING' ? 'ASC' : 'DESC'} LIMIT $2 OFFSET $3`,
      [status, page.size, page.offset],
    ),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE ($1::text IS NULL OR status = $1)', [status]),
  ]);
  return {
    items: items.rows.map((row) => ({ ...toWithdrawalDto(row), username: row.username, processedBy: row.processed_by })),
    page: page.page,
    size: page.size,
    total: total.rows[0].n,
  };
}

/** The withdrawal as it is now, unlocked; undefined when there is none. */
export async function findWithdrawal(q: Queryable, id: number): Promise<WithdrawalDto | undefined> {
  const { rows } = await q.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals w WHERE w.id = $1`, [id]);
  return rows[0] ? toWithdrawalDto(rows[0]) : undefined;
}

/** The withdrawal, locked; undefined when there is none. */
export async function lockWithdrawal(q: Queryable, id: number): Promise<WithdrawalDto | undefined> {
  const { rows } = await q.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals w WHERE w.id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toWithdrawalDto(rows[0]) : undefined;
}

export async function markApproved(
  q: Queryable,
  id: number,
  operatorId: number,
  input: { transactionRef: string; note?: string },
): Promise<WithdrawalDto> {
  const { rows } = await q.query<WithdrawalRow>(
    `UPDATE withdrawals w SET status = 'APPROVED', transaction_ref = $2, admin_note = $3,
       processed_at = now(), processed_by = $4, updated_at = now()
     WHERE w.id = $1 RETURNING ${COLUMNS}`,
    [id, input.transactionRef, input.note || null, operatorId],
  );
  return toWithdrawalDto(rows[0]);
}

export async function markCancelled(q: Queryable, id: number): Promise<WithdrawalDto> {
  const { rows } = await q.query<WithdrawalRow>(
    `UPDATE withdrawals w SET status = 'CANCELLED', processed_at = now(), updated_at = now()
     WHERE w.id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return toWithdrawalDto(rows[0]);
}

export async function markRejected(q: Queryable, id: number, operatorId: number, reason: string): Promise<WithdrawalDto> {
  const { rows } = await q.query<WithdrawalRow>(
    `UPDATE withdrawals w SET status = 'REJECTED', reject_reason = $2,
       processed_at = now(), processed_by = $3, updated_at = now()
     WHERE w.id = $1 RETURNING ${COLUMNS}`,
    [id, reason, operatorId],
  );
  return toWithdrawalDto(rows[0]);
}
