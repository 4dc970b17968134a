import type { Queryable } from '../db/db';
import { TEST_ADMIN } from './test-config';

// The id of the operator every test app makes at start (TEST_ADMIN), for calling a service as it.
export async function testOperatorId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [TEST_ADMIN.username]);
  return Number(rows[0].id);
}

// The audit entries of one row ('withdrawal:7'), oldest first.
export async function auditOf(
  q: Queryable,
  target: string,
): Promise<Array<{ actorId: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>> {
  const { rows } = await q.query<{
    actor_id: number;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>('SELECT actor_id, action, before, after FROM audit_log WHERE target = $1 ORDER BY id', [target]);
  return rows.map((row) => ({ actorId: Number(row.actor_id), action: row.action, before: row.before, after: row.after }));
}
