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
  before: unknown;
  after: unknown;
  created_at: Date | string;
}

// Newest first; `beforeId` pages back (the last id of the page before), `target` narrows to one row.
export async function listAudit(
  q: Queryable,
  { limit, beforeId, target }: { limit: number; beforeId?: number; target?: string },
): Promise<AuditEntryDto[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT a.id, a.actor_id, u.username AS actor_username, a.action, a.target, a.before, a.after, a.created_at
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
     WHERE ($1::bigint IS NULL OR a.id < $1) AND ($2::text IS NULL OR a.target = $2)
     ORDER BY a.id DESC LIMIT $3`,
    [beforeId ?? null, target ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorUsername: row.actor_id === null ? HOST_ACTOR_NAME : row.actor_username!,
    via: row.actor_id === null ? ('host' as const) : ('console' as const),
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
