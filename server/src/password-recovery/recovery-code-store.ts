import { RECOVERY_MAX_TRIES, type RecoveryPurpose } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

// The SQL of the recovery codes; the rules are recovery-service.ts's.

export interface LiveCode {
  id: number;
  code_hash: string;
  started_by: number | null;
}

// A new code for the player and purpose; the codes sent before for it stop working (the page only
// ever shows the last one's countdown).
export async function replaceRecoveryCode(
  q: Queryable,
  code: { userId: number; purpose: RecoveryPurpose; codeHash: string; ttlSeconds: number; startedBy: number | null },
): Promise<void> {
  await q.query('UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    code.userId,
    code.purpose,
  ]);
  await q.query(
    `INSERT INTO recovery_codes (user_id, purpose, code_hash, expires_at, started_by)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8), $5)`,
    [code.userId, code.purpose, code.codeHash, code.ttlSeconds, code.startedBy],
  );
  // Housekeeping: the player's codes over for a day are of no use to anyone.
  await q.query(`DELETE FROM recovery_codes WHERE user_id = $1 AND expires_at < now() - interval '1 day'`, [code.userId]);
}

// The player's one code still usable for `purpose` (unused, unexpired, tries left), locked for the
// caller's transaction; null when there is none.
export async function lockLiveCode(q: Queryable, userId: number, purpose: RecoveryPurpose): Promise<LiveCode | null> {
  const { rows } = await q.query<LiveCode>(
    `SELECT id, code_hash, started_by FROM recovery_codes
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND tries < $3
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose, RECOVERY_MAX_TRIES],
  );
  return rows[0] ? { ...rows[0], started_by: rows[0].started_by === null ? null : Number(rows[0].started_by) } : null;
}

// One wrong try more; the last one allowed leaves the code dead.
export async function countWrongTry(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE recovery_codes SET tries = tries + 1 WHERE id = $1', [id]);
}

export async function markCodeUsed(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE recovery_codes SET used_at = now() WHERE id = $1', [id]);
}
