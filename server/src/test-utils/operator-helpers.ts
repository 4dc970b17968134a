import { randomBytes } from 'node:crypto';
import { TWO_FACTOR_ACTIONS } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { hashToken } from '../two-factor/two-factor-store';
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

// The `twoFactor` of an approve or reject body: a fresh token of the operator's second-level password
// for one decision, written straight to the table as if they had just typed it (the route's argon2
// would make tests that decide on many withdrawals slow). Another `action` makes a token that must
// be refused.
export async function writeReviewToken(
  q: Queryable,
  operatorId: number,
  action: string = TWO_FACTOR_ACTIONS.withdrawalReview,
): Promise<{ sessionId: string }> {
  const sessionId = randomBytes(32).toString('hex');
  await q.query(
    `INSERT INTO two_factor_tokens (token_hash, user_id, action, expires_at) VALUES ($1, $2, $3, now() + interval '5 minutes')`,
    [hashToken(sessionId), operatorId, action],
  );
  return { sessionId };
}
