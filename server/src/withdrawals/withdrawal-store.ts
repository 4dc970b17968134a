import {
  CONFIG_KEYS,
  PAYMENT_MESSAGES as M,
  TWO_FACTOR_ACTIONS,
  DEPOSIT_MAX_DEFAULT,
  DEPOSIT_MIN_DEFAULT,
  vndText,
  type AdminWithdrawalDto,
  type AmountLimits,
  type Page,
  type WithdrawalDto,
  type WithdrawalStatus,
} from '@app/shared/contracts';
import { walletBalance } from '../ledger/balances';
import type { Db, Queryable } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { systemAccountId, walletAccountId } from '../ledger/ledger-accounts';
import { moveMoney } from '../ledger/move-money';
import { lastPasswordChange } from '../security-events/security-event-store';
import { consumeTwoFactorToken } from '../two-factor/two-factor-store';
import { accountNotFound, iso, isoRequired, withdrawalNotFound } from './route-inputs';
import { cooldownRefused, withdrawalCooldown } from './withdrawal-cooldown';

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

export function toWithdrawalDto(row: WithdrawalRow): WithdrawalDto {
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
    processedAt: iso(row.processed_at),
    transactionRef: row.transaction_ref,
    createdAt: isoRequired(row.created_at),
    updatedAt: isoRequired(row.updated_at),
  };
}

const DEFAULT_LIMITS: AmountLimits = { min: DEPOSIT_MIN_DEFAULT, max: DEPOSIT_MAX_DEFAULT };

// Withdrawals use the deposit configs; a missing or unreadable value falls back to DEFAULT_LIMITS.
export async function withdrawalLimits(q: Queryable): Promise<AmountLimits> {
  const { rows } = await q.query<{ id: string; value: string }>('SELECT id, value FROM system_configs WHERE id IN ($1, $2)', [
    CONFIG_KEYS.depositMin,
    CONFIG_KEYS.depositMax,
  ]);
  const read = (key: string, fallback: number) => {
    const value = rows.find((row) => row.id === key)?.value?.trim() ?? '';
    const n = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : fallback;
  };
  return { min: read(CONFIG_KEYS.depositMin, DEFAULT_LIMITS.min), max: read(CONFIG_KEYS.depositMax, DEFAULT_LIMITS.max) };
}

export interface NewWithdrawal {
  bankAccountId: number;
  amount: number;
  sessionId: string;
}

export interface WithdrawalRules {
  cooldownHours: number;
}

// One transaction: the 2FA token is used up, the bank account checked (and share-locked so that it
// cannot be deleted meanwhile), the withdrawal row written and the amount moved from the wallet to
// the withdrawal hold. Any refusal rolls all of it back, the token included: a token is spent only by
// a withdrawal that was created, and a player refused for the amount can correct it and retry with
// the same token while it lasts (5 minutes). Two requests with one token queue on its row; the second
// finds it used.
// An account added or changed within the cool-down, or any account within it after a password
// change, is refused with the time it opens (withdrawal-cooldown.ts).
export async function createWithdrawal(db: Db, userId: number, input: NewWithdrawal, rules: WithdrawalRules): Promise<WithdrawalDto> {
  const limits = await withdrawalLimits(db);
  if (input.amount < limits.min) throw badRequest(M.withdrawMin(limits.min), 'amount');
  if (input.amount > limits.max) throw badRequest(M.withdrawMax(limits.max), 'amount');

  return db.tx(async (q) => {
    await consumeTwoFactorToken(q, userId, input.sessionId, TWO_FACTOR_ACTIONS.withdraw);

    const { rows: accounts } = await q.query<{
      id: number;
      bank_code: string;
      bank_name: string;
      account_number: string;
      account_name: string;
      is_active: boolean;
      destination_changed_at: Date;
    }>(
      `SELECT id, bank_code, bank_name, account_number, account_name, is_active, destination_changed_at FROM user_bank_accounts
       WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL FOR SHARE`,
      [input.bankAccountId, userId],
    );
    const account = accounts[0];
    if (!account) throw accountNotFound();
    if (!account.is_active) throw badRequest(M.accountInactive, 'bankAccountId');
    const cooldown = withdrawalCooldown(account.destination_changed_at, await lastPasswordChange(q, userId), rules.cooldownHours);
    if (cooldown) throw cooldownRefused(cooldown);

    // A friendly answer first; the ledger's CHECK below is what holds under concurrency.
    const balance = await walletBalance(q, userId);
    if (balance <= 0) throw badRequest(M.balanceInvalid, 'amount');
    if (input.amount > balance) throw badRequest(M.aboveBalance(vndText(balance)), 'amount');

    const { rows } = await q.query<WithdrawalRow>(
      `INSERT INTO withdrawals AS w (user_id, bank_account_id, bank_code, bank_name, account_number, account_name, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [userId, account.id, account.bank_code, account.bank_name, account.account_number, account.account_name, input.amount],
    );
    const withdrawal = rows[0];
    await moveMoney(q, {
      debitAccountId: await walletAccountId(q, userId),
      creditAccountId: await systemAccountId(q, 'withdrawal_hold'),
      amount: input.amount,
      kind: 'withdrawal_hold',
      reference: `withdrawal:${withdrawal.id}`,
      idempotencyKey: `withdrawal-hold:${withdrawal.id}`,
    });
    return toWithdrawalDto(withdrawal);
  });
}

export async function listPlayerWithdrawals(
  q: Queryable,
  userId: number,
  page: { page: number; size: number; offset: number },
): Promise<Page<WithdrawalDto>> {
  const [items, total] = await Promise.all([
    q.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals w WHERE w.user_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`, [
      userId,
      page.size,
      page.offset,
    ]),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [userId]),
  ]);
  return { items: items.rows.map(toWithdrawalDto), page: page.page, size: page.size, total: total.rows[0].n };
}

export async function listWithdrawalsForAdmin(
  q: Queryable,
  status: WithdrawalStatus | null,
  page: { page: number; size: number; offset: number },
): Promise<Page<AdminWithdrawalDto>> {
  const [items, total] = await Promise.all([
    q.query<WithdrawalRow & { username: string }>(
      `SELECT ${COLUMNS}, u.username FROM withdrawals w JOIN users u ON u.id = w.user_id
       WHERE ($1::text IS NULL OR w.status = $1) ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
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

async function lockPending(q: Queryable, id: number): Promise<WithdrawalRow> {
  const { rows } = await q.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals w WHERE w.id = $1 FOR UPDATE`, [id]);
  if (!rows[0]) throw withdrawalNotFound();
  if (rows[0].status !== 'PENDING') throw new AppError(409, 'ALREADY_PROCESSED', M.alreadyProcessed);
  return rows[0];
}

// Hold → external: the operator paid the player's bank account (transactionRef is the bank's
// reference). The row lock makes an approve and a reject of the same withdrawal run one after the
// other; the second finds it processed.
export async function approveWithdrawal(
  db: Db,
  id: number,
  operatorId: number,
  input: { transactionRef: string; note?: string },
): Promise<WithdrawalDto> {
  return db.tx(async (q) => {
    const pending = await lockPending(q, id);
    await moveMoney(q, {
      debitAccountId: await systemAccountId(q, 'withdrawal_hold'),
      creditAccountId: await systemAccountId(q, 'external'),
      amount: pending.amount,
      kind: 'withdrawal_payout',
      reference: `withdrawal:${id}`,
      idempotencyKey: `withdrawal-payout:${id}`,
    });
    const { rows } = await q.query<WithdrawalRow>(
      `UPDATE withdrawals w SET status = 'APPROVED', transaction_ref = $2, admin_note = $3,
         processed_at = now(), processed_by = $4, updated_at = now()
       WHERE w.id = $1 RETURNING ${COLUMNS}`,
      [id, input.transactionRef, input.note || null, operatorId],
    );
    return toWithdrawalDto(rows[0]);
  });
}

// Hold → the player's wallet, with the reason the player will read.
export async function rejectWithdrawal(db: Db, id: number, operatorId: number, reason: string): Promise<WithdrawalDto> {
  return db.tx(async (q) => {
    const pending = await lockPending(q, id);
    await moveMoney(q, {
      debitAccountId: await systemAccountId(q, 'withdrawal_hold'),
      creditAccountId: await walletAccountId(q, pending.user_id),
      amount: pending.amount,
      kind: 'withdrawal_refund',
      reference: `withdrawal:${id}`,
      idempotencyKey: `withdrawal-refund:${id}`,
    });
    const { rows } = await q.query<WithdrawalRow>(
      `UPDATE withdrawals w SET status = 'REJECTED', reject_reason = $2,
         processed_at = now(), processed_by = $3, updated_at = now()
       WHERE w.id = $1 RETURNING ${COLUMNS}`,
      [id, reason, operatorId],
    );
    return toWithdrawalDto(rows[0]);
  });
}
