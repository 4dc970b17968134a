import type { PlayerBankAccountDto, UserBankAccountDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { iso } from '../db/iso-time';
import type { Cooldown } from '../withdrawals/withdrawal-cooldown';

// The SQL of the player's bank accounts; the rules are bank-account-service.ts's.

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

// One change to a player's accounts at a time (the default, the cap, the reference name): the
// player's row is the mutex. FOR NO KEY UPDATE does not block the foreign-key checks of inserts.
export const lockPlayer = (q: Queryable, userId: number) => q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);

export async function ownAccountForUpdate(q: Queryable, userId: number, id: number): Promise<BankAccountRow | undefined> {
  const { rows } = await q.query<BankAccountRow>(
    `SELECT ${COLUMNS} FROM user_bank_accounts WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, userId],
  );
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

// The name on the first account the player ever registered (a deleted one included), if any.
export async function firstAccountName(q: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ account_name: string }>(
    'SELECT account_name FROM user_bank_accounts WHERE user_id = $1 ORDER BY created_at, id LIMIT 1',
    [userId],
  );
  return rows[0]?.account_name;
}

// How many accounts the player has, and how many of them are this bank and number.
export async function countLiveAccounts(q: Queryable, userId: number, bankCode: string, accountNumber: string) {
  const { rows } = await q.query<{ n: number; same: number }>(
    `SELECT count(*)::int AS n,
            count(*) FILTER (WHERE bank_code = $2 AND account_number = $3)::int AS same
     FROM user_bank_accounts WHERE user_id = $1 AND deleted_at IS NULL`,
    [userId, bankCode, accountNumber],
  );
  return rows[0];
}

export interface BankAccountValues {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export async function insertBankAccount(q: Queryable, userId: number, v: BankAccountValues, isDefault: boolean): Promise<BankAccountRow> {
  const { rows } = await q.query<BankAccountRow>(
    `INSERT INTO user_bank_accounts (user_id, bank_code, bank_name, account_number, account_name, is_default)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [userId, v.bankCode, v.bankName, v.accountNumber, v.accountName, isDefault],
  );
  return rows[0];
}

// `moved`: the destination changed, which restarts the withdrawal cool-down.
export async function updateBankAccountRow(
  q: Queryable,
  row: BankAccountRow,
  v: Omit<BankAccountValues, 'accountName'> & { isActive: boolean },
  moved: boolean,
): Promise<BankAccountRow> {
  const { rows } = await q.query<BankAccountRow>(
    `UPDATE user_bank_accounts
     SET bank_code = $3, bank_name = $4, account_number = $5, is_active = $6, updated_at = now(),
         destination_changed_at = CASE WHEN $7::boolean THEN now() ELSE destination_changed_at END
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [row.id, row.user_id, v.bankCode, v.bankName, v.accountNumber, v.isActive, moved],
  );
  return rows[0];
}

export async function hasPendingWithdrawal(q: Queryable, bankAccountId: number): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM withdrawals WHERE bank_account_id = $1 AND status = 'PENDING' LIMIT 1`, [bankAccountId]);
  return rows.length > 0;
}

// Kept as a deleted row (past withdrawals name it).
export async function markDeleted(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE user_bank_accounts SET deleted_at = now(), is_default = false, updated_at = now() WHERE id = $1', [id]);
}

// The newest remaining account (an active one first) becomes the default.
export async function promoteNewestToDefault(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE user_bank_accounts SET is_default = true, updated_at = now()
     WHERE id = (SELECT id FROM user_bank_accounts WHERE user_id = $1 AND deleted_at IS NULL
                 ORDER BY is_active DESC, created_at DESC, id DESC LIMIT 1)`,
    [userId],
  );
}

// The old default first: the partial unique index allows one default at any moment.
export async function moveDefault(q: Queryable, userId: number, id: number): Promise<BankAccountRow> {
  await q.query(
    'UPDATE user_bank_accounts SET is_default = false, updated_at = now() WHERE user_id = $1 AND is_default AND deleted_at IS NULL',
    [userId],
  );
  const { rows } = await q.query<BankAccountRow>(
    `UPDATE user_bank_accounts SET is_default = true, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

// The console's profile: every account the player ever added, the removed ones too (withdrawals were
// paid to them, and a removed account shared with another player still says something).
export async function bankAccountsForAdmin(q: Queryable, userId: number): Promise<PlayerBankAccountDto[]> {
  const { rows } = await q.query<{
    id: number;
    bank_name: string;
    account_number: string;
    account_name: string;
    is_default: boolean;
    deleted_at: Date | null;
  }>(
    `SELECT id, bank_name, account_number, account_name, is_default, deleted_at FROM user_bank_accounts
     WHERE user_id = $1 ORDER BY deleted_at IS NOT NULL, is_default DESC, created_at DESC LIMIT 20`,
    [userId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    bankName: r.bank_name,
    accountNumber: r.account_number,
    accountName: r.account_name,
    isDefault: r.is_default && !r.deleted_at,
    removedAt: r.deleted_at ? iso(r.deleted_at) : null,
  }));
}
