import { createHash, randomBytes } from 'node:crypto';
import { TWO_FACTOR_LOCK_MS, TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_TOKEN_TTL_MS } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import type { DbTime } from '../db/iso-time';

// The SQL of the second-level password and its tokens; the rules are two-factor-service.ts's.

// The failure window and the lock have the same length (five wrong passwords in
// 15 minutes lock the password for 15 minutes).
const WINDOW_SECONDS = TWO_FACTOR_LOCK_MS / 1000;
const LOCK_SECONDS = TWO_FACTOR_LOCK_MS / 1000;
const TOKEN_TTL_SECONDS = TWO_FACTOR_TOKEN_TTL_MS / 1000;

export interface LockState {
  password_hash: string;
  locked: boolean;
  locked_until: DbTime | null;
}

const LOCK_STATE = `password_hash, coalesce(locked_until > now(), false) AS locked, locked_until`;

export interface TwoFactorStatus {
  hasTwoFactor: boolean;
  lockedUntil: Date | null;
}

export async function twoFactorStatus(q: Queryable, userId: number): Promise<TwoFactorStatus> {
  const { rows } = await q.query<{ locked_until: Date | null }>(
    `SELECT CASE WHEN locked_until > now() THEN locked_until END AS locked_until
     FROM two_factor_passwords WHERE user_id = $1`,
    [userId],
  );
  if (!rows[0]) return { hasTwoFactor: false, lockedUntil: null };
  return { hasTwoFactor: true, lockedUntil: rows[0].locked_until };
}

export async function hasTwoFactor(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM two_factor_passwords WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

// Inserts the first second-level password; false when one exists (a concurrent setup won).
export async function insertTwoFactorPassword(q: Queryable, userId: number, passwordHash: string): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO two_factor_passwords (user_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [userId, passwordHash],
  );
  return rows.length > 0;
}

export async function replaceTwoFactorPassword(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE two_factor_passwords SET password_hash = $2, updated_at = now() WHERE user_id = $1', [userId, passwordHash]);
}

/** The password's hash and lock, read without a lock (the slow hash check runs after, outside any transaction). */
export async function readLockState(q: Queryable, userId: number): Promise<LockState | undefined> {
  const { rows } = await q.query<LockState>(`SELECT ${LOCK_STATE} FROM two_factor_passwords WHERE user_id = $1`, [userId]);
  return rows[0];
}

/** The same under the row's lock, with the failure count and whether its window is still open. */
export async function lockFailureState(
  q: Queryable,
  userId: number,
): Promise<(LockState & { failed_attempts: number; in_window: boolean }) | undefined> {
  const { rows } = await q.query<LockState & { failed_attempts: number; in_window: boolean }>(
    `SELECT ${LOCK_STATE}, failed_attempts,
            coalesce(failure_window_started_at > now() - make_interval(secs => $2::float8), false) AS in_window
     FROM two_factor_passwords WHERE user_id = $1 FOR UPDATE`,
    [userId, WINDOW_SECONDS],
  );
  return rows[0];
}

export async function clearFailures(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE two_factor_passwords
     SET failed_attempts = 0, failure_window_started_at = NULL, locked_until = NULL, updated_at = now()
     WHERE user_id = $1`,
    [userId],
  );
}

/**
 * Counts one more failure (a new window when the last one closed) and locks at the maximum; answers
 * when the lock this failure started ends (null below the maximum).
 */
export async function recordFailure(q: Queryable, userId: number, failures: number, inWindow: boolean): Promise<DbTime | null> {
  const { rows } = await q.query<{ locked_until: DbTime | null }>(
    `UPDATE two_factor_passwords
     SET failed_attempts = $2::int,
         failure_window_started_at = CASE WHEN $3::boolean THEN failure_window_started_at ELSE now() END,
         locked_until = CASE WHEN $2::int >= $4::int THEN now() + make_interval(secs => $5::float8) ELSE locked_until END,
         updated_at = now()
     WHERE user_id = $1
     RETURNING CASE WHEN $2::int >= $4::int THEN locked_until END AS locked_until`,
    [userId, failures, inWindow, TWO_FACTOR_MAX_FAILURES, LOCK_SECONDS],
  );
  return rows[0]?.locked_until ?? null;
}

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

// A single-use token for `action` (and, for an operator's action, the one row it may change), valid 5
// minutes: the random id goes to the caller, its SHA-256 to the database. Issued inside the
// transaction that recorded the right password.
export async function issueTwoFactorToken(
  q: Queryable,
  userId: number,
  action: string,
  target: string | null = null,
): Promise<{ stepUpToken: string; expiresAt: Date }> {
  const stepUpToken = randomBytes(32).toString('hex');
  const { rows } = await q.query<{ expires_at: Date }>(
    `INSERT INTO two_factor_tokens (token_hash, user_id, action, target, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::float8)) RETURNING expires_at`,
    [hashToken(stepUpToken), userId, action, target, TOKEN_TTL_SECONDS],
  );
  // Housekeeping: the player's tokens expired for a day are of no use to anyone.
  await q.query(`DELETE FROM two_factor_tokens WHERE user_id = $1 AND expires_at < now() - interval '1 day'`, [userId]);
  return { stepUpToken, expiresAt: rows[0].expires_at };
}

// Uses up a token in the caller's transaction: it must be this account's, for this action and target
// (none for a player's), unused and unexpired (false otherwise). If the caller's transaction rolls
// back, the token is unused again.
export async function useTwoFactorToken(
  q: Queryable,
  userId: number,
  stepUpToken: string,
  action: string,
  target: string | null = null,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE two_factor_tokens SET used_at = now()
     WHERE token_hash = $1 AND user_id = $2 AND action = $3 AND target IS NOT DISTINCT FROM $4
       AND used_at IS NULL AND expires_at > now()
     RETURNING id`,
    [hashToken(stepUpToken), userId, action, target],
  );
  return rows.length > 0;
}

// After a password change the tokens issued under the old one are void.
export async function revokeTwoFactorTokens(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE two_factor_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
