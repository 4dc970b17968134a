import { BANK_ACCOUNT_MAX, PAYMENT_MESSAGES as M, WITHDRAWAL_MESSAGES as W, type UserBankAccountDto } from '@app/shared/contracts';
import { uniqueViolation, type Queryable } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { iso } from '../db/iso-time';
import { accountNotFound } from './bank-account-errors';
import type { Cooldown } from '../withdrawals/withdrawal-cooldown';
import { findDirectoryBank } from '../bank-directory/bank-list';

export interface BankAccountRow {
  id: number;
  user_id: number;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  is_default: boolean;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  destination_changed_at: Date;
}

const COLUMNS =
  'id, user_id, bank_code, bank_name, account_number, account_name, is_default, is_active, created_at, updated_at, destination_changed_at';

// The account as the player and the withdrawal form see it, with the cool-down that holds it back.
export function toBankAccountDto(row: BankAccountRow, cooldown: Cooldown | null = null): UserBankAccountDto {
  return {
    id: row.id,
    userId: row.user_id,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    isDefault: row.is_default,
    isActive: row.is_active,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    withdrawableFrom: cooldown ? cooldown.until.toISOString() : null,
    cooldownReason: cooldown?.reason ?? null,
  };
}

// How an account reads in the security record: the bank and the last four digits.
export const describeBankAccount = (row: Pick<BankAccountRow, 'bank_name' | 'bank_code' | 'account_number'>) =>
  `${row.bank_name || row.bank_code} ****${row.account_number.slice(-4)}`;

const duplicate = () => new AppError(409, 'BANK_ACCOUNT_DUPLICATE', M.accountDuplicate, 'accountNumber');
const unknownBank = () => badRequest(M.bankUnknown, 'bankCode');

// A unique index refusing the row is the race the checks above it lost: same answer as the check.
export async function mapDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'user_bank_accounts_user_bank_number_key') throw duplicate();
    if (constraint !== null) throw new AppError(409, 'CONFLICT', M.bankAccountUpdate);
    throw error;
  }
}

// One change to a player's accounts at a time (the default, the cap, the reference name): the
// player's row is the mutex. FOR NO KEY UPDATE does not block the foreign-key checks of inserts.
const lockPlayer = (q: Queryable, userId: number) => q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);

export async function ownAccountForUpdate(q: Queryable, userId: number, id: number): Promise<BankAccountRow> {
  const { rows } = await q.query<BankAccountRow>(
    `SELECT ${COLUMNS} FROM user_bank_accounts WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, userId],
  );
  if (!rows[0]) throw accountNotFound();
  return rows[0];
}

// Default first, then newest.
export async function listBankAccounts(q: Queryable, userId: number): Promise<BankAccountRow[]> {
  const { rows } = await q.query<BankAccountRow>(
    `SELECT ${COLUMNS} FROM user_bank_accounts WHERE user_id = $1 AND deleted_at IS NULL
     ORDER BY is_default DESC, created_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

export interface NewBankAccount {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

export const directoryBank = (code: string) => {
  const bank = findDirectoryBank(code);
  if (!bank) throw unknownBank();
  return bank;
};

// In the caller's transaction (with the step-up token and the security record).
export async function createBankAccount(q: Queryable, userId: number, input: NewBankAccount): Promise<BankAccountRow> {
  const bank = directoryBank(input.bankCode);
  await lockPlayer(q, userId);
  // The first account ever registered (a deleted one included) fixes the owner's name: money
  // leaves only to accounts of the same person.
  const first = await q.query<{ account_name: string }>(
    'SELECT account_name FROM user_bank_accounts WHERE user_id = $1 ORDER BY created_at, id LIMIT 1',
    [userId],
  );
  if (first.rows[0] && first.rows[0].account_name !== input.accountName) {
    throw badRequest(M.accountNameMismatch, 'accountName');
  }
  const live = await q.query<{ n: number; same: number }>(
    `SELECT count(*)::int AS n,
            count(*) FILTER (WHERE bank_code = $2 AND account_number = $3)::int AS same
     FROM user_bank_accounts WHERE user_id = $1 AND deleted_at IS NULL`,
    [userId, bank.code, input.accountNumber],
  );
  if (live.rows[0].same > 0) throw duplicate();
  if (live.rows[0].n >= BANK_ACCOUNT_MAX) throw badRequest(W.bankAccountLimit);
  const { rows } = await q.query<BankAccountRow>(
    `INSERT INTO user_bank_accounts (user_id, bank_code, bank_name, account_number, account_name, is_default)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [userId, bank.code, bank.shortName, input.accountNumber, input.accountName, live.rows[0].n === 0],
  );
  return rows[0];
}

export interface BankAccountChanges {
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  isActive?: boolean;
}

// Whether these changes send money somewhere else: a new bank or number (the same values again are no
// change). Only that needs the step-up token and restarts the cool-down; a toggle does not.
export function changesDestination(row: BankAccountRow, changes: BankAccountChanges): boolean {
  const bank = changes.bankCode === undefined ? null : directoryBank(changes.bankCode);
  return (
    (bank !== null && bank.code !== row.bank_code) || (changes.accountNumber !== undefined && changes.accountNumber !== row.account_number)
  );
}

export async function updateBankAccount(q: Queryable, row: BankAccountRow, changes: BankAccountChanges): Promise<BankAccountRow> {
  const bank = changes.bankCode === undefined ? null : directoryBank(changes.bankCode);
  if (changes.accountName !== undefined && changes.accountName !== row.account_name) {
    throw badRequest(M.accountNameLocked, 'accountName');
  }
  const moved = changesDestination(row, changes);
  const { rows } = await q.query<BankAccountRow>(
    `UPDATE user_bank_accounts
     SET bank_code = $3, bank_name = $4, account_number = $5, is_active = $6, updated_at = now(),
         destination_changed_at = CASE WHEN $7::boolean THEN now() ELSE destination_changed_at END
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [
      row.id,
      row.user_id,
      bank?.code ?? row.bank_code,
      bank?.shortName ?? row.bank_name,
      changes.accountNumber ?? row.account_number,
      changes.isActive ?? row.is_active,
      moved,
    ],
  );
  return rows[0];
}

// Kept as a deleted row (past withdrawals name it). Refused while a pending withdrawal pays to it;
// a deleted default passes the default to the newest remaining account (an active one first).
export async function deleteBankAccount(q: Queryable, userId: number, id: number): Promise<BankAccountRow> {
  await lockPlayer(q, userId);
  const row = await ownAccountForUpdate(q, userId, id);
  const pending = await q.query(`SELECT 1 FROM withdrawals WHERE bank_account_id = $1 AND status = 'PENDING' LIMIT 1`, [id]);
  if (pending.rows.length) throw new AppError(409, 'WITHDRAWAL_PENDING', M.withdrawalPending);
  await q.query('UPDATE user_bank_accounts SET deleted_at = now(), is_default = false, updated_at = now() WHERE id = $1', [id]);
  if (row.is_default) {
    await q.query(
      `UPDATE user_bank_accounts SET is_default = true, updated_at = now()
       WHERE id = (SELECT id FROM user_bank_accounts WHERE user_id = $1 AND deleted_at IS NULL
                   ORDER BY is_active DESC, created_at DESC, id DESC LIMIT 1)`,
      [userId],
    );
  }
  return row;
}

// `changed` false: it was the default already (nothing to record).
export async function setDefaultBankAccount(q: Queryable, userId: number, id: number): Promise<{ row: BankAccountRow; changed: boolean }> {
  await lockPlayer(q, userId);
  const row = await ownAccountForUpdate(q, userId, id);
  if (!row.is_active) throw badRequest(M.accountInactive);
  if (row.is_default) return { row, changed: false };
  // The old default first: the partial unique index allows one default at any moment.
  await q.query(
    'UPDATE user_bank_accounts SET is_default = false, updated_at = now() WHERE user_id = $1 AND is_default AND deleted_at IS NULL',
    [userId],
  );
  const { rows } = await q.query<BankAccountRow>(
    `UPDATE user_bank_accounts SET is_default = true, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return { row: rows[0], changed: true };
}
