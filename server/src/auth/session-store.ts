import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS, type Role } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { hashSessionCookie, newSessionCookie } from './operator-session-cookie';
import { hashRefreshToken, newRefreshToken } from './refresh-token';

// Why a session ended; sent to the player's sockets as the forceLogout reason.
export type SessionEndReason =
  | 'NEW_LOGIN'
  | 'TOKEN_REUSE'
  | 'LOGOUT'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'OPERATOR_CHANGED'
  | 'OPERATOR_IDLE'
  | 'OPERATOR_EXPIRED'
  | 'ADMIN_TERMINATE'
  | 'IP_BANNED';

export interface SessionMeta {
  userAgent: string | null;
  ip: string | null;
  deviceId?: string | null;
}

export async function createSession(
  q: Queryable,
  userId: number,
  meta: SessionMeta,
): Promise<{ loginSessionId: string; refreshToken: string }> {
  const loginSessionId = randomUUID();
  await q.query('INSERT INTO sessions (id, user_id, user_agent, ip, device_id) VALUES ($1, $2, $3, $4, $5)', [
    loginSessionId,
    userId,
    meta.userAgent?.slice(0, 512) ?? null,
    meta.ip?.slice(0, 64) ?? null,
    meta.deviceId ?? null,
  ]);
  const refreshToken = await issueRefreshToken(q, loginSessionId);
  return { loginSessionId, refreshToken };
}

// An operator's session: no refresh token (nothing a page could trade for an access token), the
// hash of its cookie instead, in use from now.
export async function createOperatorSession(
  q: Queryable,
  userId: number,
  meta: SessionMeta,
): Promise<{ loginSessionId: string; cookie: string }> {
  const loginSessionId = randomUUID();
  const cookie = newSessionCookie();
  await q.query(`INSERT INTO sessions (id, user_id, user_agent, ip, cookie_hash, last_seen_at) VALUES ($1, $2, $3, $4, $5, now())`, [
    loginSessionId,
    userId,
    meta.userAgent?.slice(0, 512) ?? null,
    meta.ip?.slice(0, 64) ?? null,
    hashSessionCookie(cookie),
  ]);
  return { loginSessionId, cookie };
}

// How long an operator's session lasts: `idleSeconds` since its last use, `lifetimeSeconds` since
// its sign-in, whichever ends first.
export interface OperatorSessionLimits {
  idleSeconds: number;
  lifetimeSeconds: number;
}

export interface OperatorSessionState {
  loginSessionId: string;
  userId: number;
  username: string;
  role: Role;
  banned: boolean;
}

// The live operator session a cookie names, marked used now; null when there is none (unknown,
// ended, idle too long or too old). One statement: the check and the touch cannot be split by a sweep.
export async function touchOperatorSession(
  q: Queryable,
  cookie: string,
  limits: OperatorSessionLimits,
): Promise<OperatorSessionState | null> {
  const { rows } = await q.query<{ id: string; user_id: number; username: string; role: Role; banned_at: Date | null }>(
    `UPDATE sessions s SET last_seen_at = now()
     FROM users u
     WHERE s.cookie_hash = $1 AND u.id = s.user_id AND s.revoked_at IS NULL
       AND s.last_seen_at > now() - make_interval(secs => $2)
       AND s.created_at > now() - make_interval(secs => $3)
     RETURNING s.id, s.user_id, u.username, u.role, u.banned_at`,
    [hashSessionCookie(cookie), limits.idleSeconds, limits.lifetimeSeconds],
  );
  const row = rows[0];
  if (!row) return null;
  return { loginSessionId: row.id, userId: row.user_id, username: row.username, role: row.role, banned: row.banned_at !== null };
}

// Why the session a cookie names is over: the reason it was ended with, or null when it lapsed on its
// own (idle, too old) without the sweep having come by yet, or was never one.
export async function endReasonOfCookie(q: Queryable, cookie: string): Promise<string | null> {
  const { rows } = await q.query<{ revoke_reason: string | null }>('SELECT revoke_reason FROM sessions WHERE cookie_hash = $1', [
    hashSessionCookie(cookie),
  ]);
  return rows[0]?.revoke_reason ?? null;
}

export async function findSessionIdByCookie(q: Queryable, cookie: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM sessions WHERE cookie_hash = $1', [hashSessionCookie(cookie)]);
  return rows[0]?.id ?? null;
}

// Ends the operator sessions past their idle timeout or their lifetime, so that their sockets are
// told and closed (a socket alone never touches its session); returns them with the reason.
export async function endLapsedOperatorSessions(
  q: Queryable,
  limits: OperatorSessionLimits,
): Promise<{ loginSessionId: string; reason: 'OPERATOR_IDLE' | 'OPERATOR_EXPIRED' }[]> {
  const { rows } = await q.query<{ id: string; revoke_reason: 'OPERATOR_IDLE' | 'OPERATOR_EXPIRED' }>(
    `UPDATE sessions SET revoked_at = now(),
       revoke_reason = CASE WHEN created_at <= now() - make_interval(secs => $2) THEN 'OPERATOR_EXPIRED' ELSE 'OPERATOR_IDLE' END
     WHERE cookie_hash IS NOT NULL AND revoked_at IS NULL
       AND (last_seen_at <= now() - make_interval(secs => $1) OR created_at <= now() - make_interval(secs => $2))
     RETURNING id, revoke_reason`,
    [limits.idleSeconds, limits.lifetimeSeconds],
  );
  return rows.map((row) => ({ loginSessionId: row.id, reason: row.revoke_reason }));
}

// A session's first token is random; each later one is the successor of the token it replaces
// (refresh-token.ts), handed in by the rotation.
export async function issueRefreshToken(q: Queryable, loginSessionId: string, token: string = newRefreshToken()): Promise<string> {
  await q.query(
    `INSERT INTO refresh_tokens (token_hash, session_id, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [hashRefreshToken(token), loginSessionId, REFRESH_TOKEN_TTL_SECONDS],
  );
  return token;
}

// Ends every other live session of the player; returns their ids so their sockets can be told.
export async function revokeOtherSessions(
  q: Queryable,
  userId: number,
  keepSid: string | null,
  reason: SessionEndReason,
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoke_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2::text)
     RETURNING id`,
    [userId, keepSid, reason],
  );
  return rows.map((row) => row.id);
}

/**
 * Ends every live session that signed in from an address inside `network` (an IP ban); returns their
 * ids and players so their pages can be told. A session's address is text as the request gave it:
 * one that is not an address at all never matches (CASE keeps the cast from seeing it).
 */
export async function revokeSessionsFromNetwork(q: Queryable, network: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoke_reason = 'IP_BANNED'
     WHERE revoked_at IS NULL
       AND CASE WHEN ip ~ '^[0-9A-Fa-f:.]{2,45}$' AND ip ~ '[.:]' THEN ip::inet <<= $1::cidr ELSE false END
     RETURNING id`,
    [network],
  );
  return rows.map((row) => row.id);
}

// True when this call ended the session (false if it was already over or never existed).
export async function revokeSession(q: Queryable, loginSessionId: string, reason: SessionEndReason): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoke_reason = $2
     WHERE id = $1 AND revoked_at IS NULL
     RETURNING id`,
    [loginSessionId, reason],
  );
  return rows.length > 0;
}

export interface SessionState {
  revoked: boolean;
  userId: number;
  username: string;
  role: Role;
  banned: boolean;
}

// What every authenticated request needs to know, in one round trip.
export async function findSessionState(q: Queryable, loginSessionId: string): Promise<SessionState | null> {
  const { rows } = await q.query<{
    revoked_at: Date | null;
    user_id: number;
    username: string;
    role: Role;
    banned_at: Date | null;
  }>(
    `SELECT s.revoked_at, s.user_id, u.username, u.role, u.banned_at
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1`,
    [loginSessionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    revoked: row.revoked_at !== null,
    userId: row.user_id,
    username: row.username,
    role: row.role,
    banned: row.banned_at !== null,
  };
}

export interface RefreshTokenState {
  id: number;
  loginSessionId: string;
  used: boolean;
  expired: boolean;
  sessionRevoked: boolean;
  /** Used within the last REFRESH_REUSE_GRACE_SECONDS: another tab of the same browser raced us. */
  usedRecently: boolean;
  userId: number;
  username: string;
  role: Role;
  banned: boolean;
}

// Two tabs of one browser share the cookie and may refresh in the same moment (the second request
// carries the token the first one just rotated), and a phone may lose the answer to a refresh and
// keep the old cookie. Within this window a used token is answered with the session's live token
// (the one its rotation led to), never a new one; after it, presenting it is taken for theft and
// ends the session.
const REFRESH_REUSE_GRACE_SECONDS = 60;

// Locks the token row: two refreshes racing with one cookie are decided one after the other, and
// the second sees the token already used.
export async function findRefreshTokenForUpdate(q: Queryable, token: string): Promise<RefreshTokenState | null> {
  const { rows } = await q.query<{
    id: number;
    session_id: string;
    used_at: Date | null;
    used_recently: boolean;
    expired: boolean;
    revoked_at: Date | null;
    user_id: number;
    username: string;
    role: Role;
    banned_at: Date | null;
  }>(
    `SELECT rt.id, rt.session_id, rt.used_at, rt.expires_at <= now() AS expired,
            rt.used_at > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS}) AS used_recently,
            s.revoked_at, s.user_id, u.username, u.role, u.banned_at
     FROM refresh_tokens rt
     JOIN sessions s ON s.id = rt.session_id
     JOIN users u ON u.id = s.user_id
     WHERE rt.token_hash = $1
     FOR UPDATE OF rt`,
    [hashRefreshToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    loginSessionId: row.session_id,
    used: row.used_at !== null,
    usedRecently: row.used_recently === true,
    expired: row.expired,
    sessionRevoked: row.revoked_at !== null,
    userId: row.user_id,
    username: row.username,
    role: row.role,
    banned: row.banned_at !== null,
  };
}

// The live end of a rotation chain: `chain` lists the successors of a used token in order, each the
// rotation of the one before. Answers the first one still unused, or null when the chain breaks
// (a token issued before successors were derived, or under another secret), ends in an expired
// token, or is still rotating past its last link.
export async function findLiveSuccessor(q: Queryable, loginSessionId: string, chain: readonly string[]): Promise<string | null> {
  const hashes = chain.map(hashRefreshToken);
  const { rows } = await q.query<{ token_hash: string; used: boolean; expired: boolean }>(
    `SELECT token_hash, used_at IS NOT NULL AS used, expires_at <= now() AS expired
     FROM refresh_tokens
     WHERE session_id = $1 AND token_hash = ANY($2::text[])`,
    [loginSessionId, hashes],
  );
  const byHash = new Map(rows.map((row) => [row.token_hash, row]));
  for (const [index, hash] of hashes.entries()) {
    const row = byHash.get(hash);
    if (!row) return null;
    if (!row.used) return row.expired ? null : chain[index];
  }
  return null;
}

export async function markRefreshTokenUsed(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [id]);
}

export async function findSessionIdByRefreshToken(q: Queryable, token: string): Promise<string | null> {
  const { rows } = await q.query<{ session_id: string }>('SELECT session_id FROM refresh_tokens WHERE token_hash = $1', [
    hashRefreshToken(token),
  ]);
  return rows[0]?.session_id ?? null;
}

const TRACE_ROWS = 20;

// Where a player has signed in from: each device (by its cookie's id) and each address, with the
// first and last login seen and how many, most recent first.
export async function sessionTraces(q: Queryable, userId: number) {
  const [last, devices, addresses] = await Promise.all([
    q.query<{ at: Date | null }>('SELECT max(created_at) AS at FROM sessions WHERE user_id = $1', [userId]),
    q.query<{ device_id: string; first_at: Date; last_at: Date; n: number; user_agent: string | null }>(
      `SELECT device_id, min(created_at) AS first_at, max(created_at) AS last_at, count(*)::int AS n,
         (array_agg(user_agent ORDER BY created_at DESC))[1] AS user_agent
       FROM sessions WHERE user_id = $1 AND device_id IS NOT NULL
       GROUP BY device_id ORDER BY last_at DESC LIMIT ${TRACE_ROWS}`,
      [userId],
    ),
    q.query<{ ip: string; first_at: Date; last_at: Date; n: number }>(
      `SELECT ip, min(created_at) AS first_at, max(created_at) AS last_at, count(*)::int AS n
       FROM sessions WHERE user_id = $1 AND ip IS NOT NULL
       GROUP BY ip ORDER BY last_at DESC LIMIT ${TRACE_ROWS}`,
      [userId],
    ),
  ]);
  return {
    lastLoginAt: last.rows[0]?.at ? new Date(last.rows[0].at).toISOString() : null,
    devices: devices.rows.map((r) => ({
      label: r.device_id.slice(0, 8),
      firstSeenAt: new Date(r.first_at).toISOString(),
      lastSeenAt: new Date(r.last_at).toISOString(),
      logins: r.n,
      userAgent: r.user_agent,
    })),
    addresses: addresses.rows.map((r) => ({
      address: r.ip,
      firstSeenAt: new Date(r.first_at).toISOString(),
      lastSeenAt: new Date(r.last_at).toISOString(),
      logins: r.n,
    })),
  };
}
