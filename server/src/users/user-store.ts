import type { Role, User } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { openWallet } from '../ledger/balances';

export interface UserRow {
  id: number;
  username: string;
  phone: string | null;
  password_hash: string;
  role: Role;
  banned_at: Date | null;
  ban_reason: string | null;
  dev_tools_enabled: boolean;
  referral_code: string | null;
  created_at: Date;
}

const USER_COLUMNS = 'id, username, phone, password_hash, role, banned_at, ban_reason, dev_tools_enabled, referral_code, created_at';

export async function findUserByUsername(q: Queryable, username: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE username = $1`, [username]);
  return rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

// Locks the row until the transaction ends: logins of one player run one after the other, so two at
// once cannot both survive the "one active session" rule.
export async function lockUser(q: Queryable, id: number): Promise<void> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
}

export async function usernameOrPhoneTaken(q: Queryable, username: string, phone: string) {
  const { rows } = await q.query<{ username_taken: boolean; phone_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE username = $1) AS username_taken,
            EXISTS (SELECT 1 FROM users WHERE phone = $2) AS phone_taken`,
    [username, phone],
  );
  return { usernameTaken: rows[0].username_taken, phoneTaken: rows[0].phone_taken };
}

export interface NewUser {
  username: string;
  phone: string | null;
  passwordHash: string;
  role: Role;
  referralCode?: string | null;
  // The player whose own code was typed (migration 041); the new player's own code is the trigger's.
  referredBy?: number | null;
}

// A user never exists without a wallet: both rows are written in the caller's transaction.
export async function insertUserWithWallet(q: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `INSERT INTO users (username, phone, password_hash, role, referral_code, referred_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${USER_COLUMNS}`,
    [user.username, user.phone, user.passwordHash, user.role, user.referralCode || null, user.referredBy ?? null],
  );
  await openWallet(q, rows[0].id);
  return rows[0];
}

/** The operator's account as the configuration says: an unbanned admin, its password hash replaced when given. */
export async function restoreOperator(q: Queryable, userId: number, passwordHash: string | null): Promise<void> {
  await q.query(
    "UPDATE users SET password_hash = COALESCE($2, password_hash), banned_at = NULL, ban_reason = NULL, role = 'admin' WHERE id = $1",
    [userId, passwordHash],
  );
}

export async function updatePasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

// The player whose own code this is, whatever the case it was typed in (codes are stored in capitals);
// null for a code that is nobody's.
export async function findReferrerByCode(q: Queryable, code: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(`SELECT id FROM users WHERE own_referral_code = upper($1) AND role = 'user'`, [code]);
  return rows[0] ? Number(rows[0].id) : null;
}

// The user as the API shows it (contracts `User`); the operator account has no phone.
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    phone: row.phone ?? '',
    role: row.role,
    dev_tools_enabled: row.dev_tools_enabled,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

// Whether the player stays off the public lists of winners (migration 039); null for no such player.
export async function publicListsHidden(q: Queryable, userId: number): Promise<boolean | null> {
  const { rows } = await q.query<{ hidden: boolean }>(`SELECT hide_from_public_lists AS hidden FROM users WHERE id = $1`, [userId]);
  return rows[0]?.hidden ?? null;
}

export async function setPublicListsHidden(q: Queryable, userId: number, hidden: boolean): Promise<void> {
  await q.query(`UPDATE users SET hide_from_public_lists = $2 WHERE id = $1`, [userId, hidden]);
}
