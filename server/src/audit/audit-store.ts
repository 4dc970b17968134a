import { HOST_ACTOR_NAME, type AuditAction, type AuditEntryDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { wellFormed } from '../http/well-formed';

export interface AuditRecord {
  // null: the host's operator CLI (no account signs in for it); only operator.* actions may.
  actorId: number | null;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
}

// One operator action, in the caller's transaction (the change's own): rolled back with it.
export async function recordAudit(q: Queryable, record: AuditRecord): Promise<void> {
  await q.query('INSERT INTO audit_log (actor_id, action, target, before, after) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)', [
    record.actorId,
    record.action,
    record.target,
    JSON.stringify(wellFormed(record.before ?? null)),
    JSON.stringify(wellFormed(record.after ?? null)),
  ]);
}

interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_username: string | null;
  action: AuditAction;
  target: string;
  target_name: string | null;
  before: unknown;
  after: unknown;
  created_at: Date | string;
}

export interface AuditFilter {
  limit: number;
  /** The last id of the page before (pages back). */
  beforeId?: number;
  /** One row's history ('user:42'). */
  target?: string;
  /** One operator's actions (their username), or the host's with HOST_ACTOR_NAME. */
  actor?: string;
  action?: AuditAction;
  /** Entries made from `since` and before `until`. */
  since?: Date;
  until?: Date;
}

// Newest first. A target that is an account is named by its username (the join reads the id only
// from a target that is one, so no other target's text is ever cast).
export async function listAudit(q: Queryable, filter: AuditFilter): Promise<AuditEntryDto[]> {
  const hostOnly = filter.actor === HOST_ACTOR_NAME;
  const { rows } = await q.query<AuditRow>(
    `SELECT a.id, a.actor_id, u.username AS actor_username, a.action, a.target, t.username AS target_name, a.before, a.after, a.created_at
     FROM audit_log a
     LEFT JOIN users u ON u.id = a.actor_id
     LEFT JOIN users t ON t.id = CASE WHEN a.target ~ '^user:[0-9]{1,15}$' THEN substring(a.target FROM 6)::bigint END
     WHERE ($1::bigint IS NULL OR a.id < $1) AND ($2::text IS NULL OR a.target = $2)
       AND ($3::text IS NULL OR u.username = $3) AND (NOT $4 OR a.actor_id IS NULL)
       AND ($5::text IS NULL OR a.action = $5)
       AND ($6::timestamptz IS NULL OR a.created_at >= $6) AND ($7::timestamptz IS NULL OR a.created_at < $7)
     ORDER BY a.id DESC LIMIT $8`,
    [
      filter.beforeId ?? null,
      filter.target ?? null,
      hostOnly ? null : (filter.actor ?? null),
      hostOnly,
      filter.action ?? null,
      filter.since ?? null,
      filter.until ?? null,
      filter.limit,
    ],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorUsername: row.actor_id === null ? HOST_ACTOR_NAME : row.actor_username!,
    via: row.actor_id === null ? ('host' as const) : ('console' as const),
    action: row.action,
    target: row.target,
    targetName: row.target_name,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
