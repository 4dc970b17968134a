import type { Queryable } from '../db/db';

// The SQL of the operators' authenticators; the rules are operator-totp.ts's.

export interface TotpRow {
  secret_enc: string;
  last_step: number | null;
}

export async function findTotp(q: Queryable, userId: number): Promise<TotpRow | null> {
  const { rows } = await q.query<TotpRow>('SELECT secret_enc, last_step FROM operator_totp WHERE user_id = $1', [userId]);
  return rows[0] ? { secret_enc: rows[0].secret_enc, last_step: rows[0].last_step === null ? null : Number(rows[0].last_step) } : null;
}

// Taken at login, so two logins with one code cannot both pass the replay check.
export async function lockTotp(q: Queryable, userId: number): Promise<TotpRow | null> {
  const { rows } = await q.query<TotpRow>('SELECT secret_enc, last_step FROM operator_totp WHERE user_id = $1 FOR UPDATE', [userId]);
  return rows[0] ? { secret_enc: rows[0].secret_enc, last_step: rows[0].last_step === null ? null : Number(rows[0].last_step) } : null;
}

export async function setLastStep(q: Queryable, userId: number, step: number): Promise<void> {
  await q.query('UPDATE operator_totp SET last_step = $2 WHERE user_id = $1', [userId, step]);
}

// False when the operator has one already (a second enrolment finished first).
export async function insertTotp(q: Queryable, userId: number, secretEnc: string, lastStep: number | null): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO operator_totp (user_id, secret_enc, last_step) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [userId, secretEnc, lastStep],
  );
  return rows.length > 0;
}

export async function replaceTotp(q: Queryable, userId: number, secretEnc: string): Promise<void> {
  await q.query(
    `INSERT INTO operator_totp (user_id, secret_enc) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc, last_step = NULL, enabled_at = now()`,
    [userId, secretEnc],
  );
}

// Removes the authenticator, its recovery codes and open enrolments; answers whether there was one.
export async function deleteTotp(q: Queryable, userId: number): Promise<boolean> {
  await q.query('DELETE FROM operator_totp_recovery_codes WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM operator_totp_enrolments WHERE user_id = $1', [userId]);
  const { rows } = await q.query('DELETE FROM operator_totp WHERE user_id = $1 RETURNING user_id', [userId]);
  return rows.length > 0;
}

export async function deleteRecoveryCodes(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM operator_totp_recovery_codes WHERE user_id = $1', [userId]);
}

export async function insertRecoveryCodes(q: Queryable, userId: number, codeHashes: readonly string[]): Promise<void> {
  await q.query('INSERT INTO operator_totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codeHashes]);
}

// Spends an unused recovery code; false when there is none with that hash.
export async function spendRecoveryCode(q: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE operator_totp_recovery_codes SET used_at = now()
     WHERE id = (SELECT id FROM operator_totp_recovery_codes WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1 FOR UPDATE)
     RETURNING id`,
    [userId, codeHash],
  );
  return rows.length > 0;
}

// An operator's earlier enrolments, used or not: only the newest login's ticket stays live.
export async function deleteEnrolments(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM operator_totp_enrolments WHERE user_id = $1', [userId]);
}

export async function insertEnrolment(
  q: Queryable,
  ticketHash: string,
  userId: number,
  secretEnc: string,
  ttlSeconds: number,
): Promise<void> {
  await q.query(
    `INSERT INTO operator_totp_enrolments (ticket_hash, user_id, secret_enc, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [ticketHash, userId, secretEnc, ttlSeconds],
  );
}

export interface EnrolmentRow {
  user_id: number;
  secret_enc: string;
}

// A live (unused, unexpired) enrolment, locked: its first right code spends it.
export async function lockLiveEnrolment(q: Queryable, ticketHash: string): Promise<EnrolmentRow | null> {
  const { rows } = await q.query<EnrolmentRow>(
    `SELECT user_id, secret_enc FROM operator_totp_enrolments
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [ticketHash],
  );
  return rows[0] ? { user_id: Number(rows[0].user_id), secret_enc: rows[0].secret_enc } : null;
}

export async function spendEnrolment(q: Queryable, ticketHash: string): Promise<void> {
  await q.query('UPDATE operator_totp_enrolments SET used_at = now() WHERE ticket_hash = $1', [ticketHash]);
}
