import type { PendingChangeDto, PendingChangeKind, PendingChangeStatus, Role } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { iso, isoOrNull, type DbTime } from '../db/iso-time';

export interface PendingChangeRow {
  id: number;
  kind: PendingChangeKind;
  target: string;
  summary: string;
  amount: number | null;
  payload: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  maker_id: number;
  maker_username: string;
  status: PendingChangeStatus;
  execute_after: DbTime | null;
  created_at: DbTime;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: DbTime | null;
  reason: string | null;
}

const SELECT = `
  SELECT c.id, c.kind, c.target, c.summary, c.amount, c.payload, c.before, c.after, c.maker_id, c.status,
         c.execute_after, c.created_at, c.decided_by, c.decided_at, c.reason,
         m.username AS maker_username, d.username AS decided_by_username
  FROM pending_changes c
  JOIN users m ON m.id = c.maker_id
  LEFT JOIN users d ON d.id = c.decided_by`;

export const toPendingChangeDto = (row: PendingChangeRow): PendingChangeDto => ({
  id: Number(row.id),
  kind: row.kind,
  target: row.target,
  summary: row.summary,
  amount: row.amount === null ? null : Number(row.amount),
  before: row.before,
  after: row.after,
  makerId: Number(row.maker_id),
  makerUsername: row.maker_username,
  status: row.status,
  executeAfter: isoOrNull(row.execute_after),
  createdAt: iso(row.created_at),
  decidedById: row.decided_by === null ? null : Number(row.decided_by),
  decidedByUsername: row.decided_by_username,
  decidedAt: isoOrNull(row.decided_at),
  reason: row.reason,
});

export interface NewPendingChange {
  kind: PendingChangeKind;
  target: string;
  summary: string;
  amount: number | null;
  payload: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  makerId: number;
  // Solo mode: how long the change waits before it applies itself (null: a second operator decides).
  delaySeconds: number | null;
}

/** null when a change for the same row already waits (the unique index on waiting targets). */
export async function insertPendingChange(q: Queryable, change: NewPendingChange): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO pending_changes (kind, target, summary, amount, payload, before, after, maker_id, execute_after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8,
             CASE WHEN $9::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $9::float8) END)
     ON CONFLICT (target) WHERE status = 'PENDING' DO NOTHING
     RETURNING id`,
    [
      change.kind,
      change.target,
      change.summary,
      change.amount,
      JSON.stringify(change.payload),
      JSON.stringify(change.before),
      JSON.stringify(change.after),
      change.makerId,
      change.delaySeconds,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function findPendingChange(q: Queryable, id: number): Promise<PendingChangeRow | null> {
  const { rows } = await q.query<PendingChangeRow>(`${SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Whether a change for this row waits. */
export async function changeWaitingFor(q: Queryable, target: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM pending_changes WHERE target = $1 AND status = 'PENDING'`, [target]);
  return rows.length > 0;
}

/** Locks the change row (two operators deciding on one change queue; the second finds it decided). */
export async function lockPendingChange(q: Queryable, id: number): Promise<PendingChangeRow | null> {
  await q.query('SELECT id FROM pending_changes WHERE id = $1 FOR UPDATE', [id]);
  return findPendingChange(q, id);
}

export async function markPendingChange(
  q: Queryable,
  id: number,
  decision: { status: Exclude<PendingChangeStatus, 'PENDING'>; decidedBy: number | null; reason: string | null },
): Promise<void> {
  await q.query(`UPDATE pending_changes SET status = $2, decided_by = $3, decided_at = now(), reason = $4 WHERE id = $1`, [
    id,
    decision.status,
    decision.decidedBy,
    decision.reason,
  ]);
}

// The solo mode's delay given up: the change now waits for an approval like any other.
export async function clearExecuteAfter(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE pending_changes SET execute_after = NULL WHERE id = $1', [id]);
}

const LIST_LIMIT = 100;

// Waiting changes oldest first (the queue); decided ones newest first.
export async function listPendingChanges(q: Queryable, status: PendingChangeStatus): Promise<PendingChangeRow[]> {
  const order = status === 'PENDING' ? 'c.id ASC' : 'c.id DESC';
  const { rows } = await q.query<PendingChangeRow>(`${SELECT} WHERE c.status = $1 ORDER BY ${order} LIMIT ${LIST_LIMIT}`, [status]);
  return rows;
}

/** The solo mode's changes whose delay has passed, each locked for the one node that applies it. */
export async function lockDueChanges(q: Queryable, limit: number, skip: readonly number[] = []): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM pending_changes
     WHERE status = 'PENDING' AND execute_after IS NOT NULL AND execute_after <= now() AND NOT (id = ANY($1::bigint[]))
     ORDER BY id LIMIT ${Math.max(1, Math.floor(limit))} FOR UPDATE SKIP LOCKED`,
    [skip],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Active operators of these roles other than `userId` who could approve now (they have a second-level
 * password to step up with): whether anyone could approve their change.
 */
export async function countOtherOperators(q: Queryable, userId: number, roles: readonly Role[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u
     WHERE u.id <> $1 AND u.role = ANY($2::text[]) AND u.banned_at IS NULL
       AND EXISTS (SELECT 1 FROM two_factor_passwords p WHERE p.user_id = u.id)`,
    [userId, roles],
  );
  return rows[0].n;
}
