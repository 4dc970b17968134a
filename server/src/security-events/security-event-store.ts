import type { SecurityEventDto, SecurityEventKind } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

// Where a change came from, as the request saw it.
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface SecurityEventRow {
  id: number;
  kind: SecurityEventKind;
  detail: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

const toSecurityEventDto = (row: SecurityEventRow): SecurityEventDto => ({
  id: Number(row.id),
  kind: row.kind,
  detail: row.detail,
  ip: row.ip,
  userAgent: row.user_agent,
  createdAt: row.created_at.toISOString(),
});

// Written in the transaction of the change itself, so a change and its record commit together.
export async function recordSecurityEvent(
  q: Queryable,
  userId: number,
  kind: SecurityEventKind,
  detail: string | null,
  origin: RequestOrigin,
): Promise<SecurityEventRow> {
  const { rows } = await q.query<SecurityEventRow>(
    `INSERT INTO security_events (user_id, kind, detail, ip, user_agent) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, kind, detail, ip, user_agent, created_at`,
    [userId, kind, detail?.slice(0, 200) ?? null, origin.ip?.slice(0, 64) ?? null, origin.userAgent?.slice(0, 512) ?? null],
  );
  return rows[0];
}

export async function listSecurityEvents(q: Queryable, userId: number, limit: number): Promise<SecurityEventDto[]> {
  const { rows } = await q.query<SecurityEventRow>(
    `SELECT id, kind, detail, ip, user_agent, created_at FROM security_events
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toSecurityEventDto);
}

// The latest change of the login or the second-level password (the first setup is not a change),
// a reset by SMS code included.
export async function lastPasswordChange(q: Queryable, userId: number): Promise<Date | null> {
  const { rows } = await q.query<{ at: Date | null }>(
    `SELECT max(created_at) AS at FROM security_events
     WHERE user_id = $1 AND kind IN ('password_changed', 'two_factor_changed', 'password_reset', 'two_factor_reset')`,
    [userId],
  );
  return rows[0]?.at ?? null;
}
