import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_SESSION_HEADER,
  withdrawalBatchTarget,
  type OperatorRole,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { hashToken, insertTwoFactorPassword } from '../two-factor/two-factor-store';
import { insertUserWithWallet } from '../users/user-store';
import { totpSecretBox } from '../operator-totp/totp-secret-box';
import { insertTotp } from '../operator-totp/totp-store';
import { newTotpSecret, rememberTotpSecret } from './operator-totp-helpers';
import { PASSWORD, loginUser, uniqueUsername, type SignedIn } from './api-helpers';
import { TEST_ADMIN } from './test-config';

// The id of the operator every test app makes at start (TEST_ADMIN), for calling a service as it.
export async function testOperatorId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [TEST_ADMIN.username]);
  return Number(rows[0].id);
}

// An operator account of `role`, written straight to the tables (operators are otherwise made only
// over the host's socket, which the host-control tests cover), with a second-level password when
// one is given. Its password is the tests' PASSWORD-like `password`.
export async function addOperator(
  app: FastifyInstance,
  role: OperatorRole,
  options: { username?: string; password?: string; secondPassword?: string } = {},
): Promise<{ id: number; username: string; password: string }> {
  const username = options.username ?? `op_${role}_${randomBytes(4).toString('hex')}`;
  const password = options.password ?? 'matkhau123';
  const passwordHash = await app.passwords.hash(password);
  const secondHash = options.secondPassword ? await app.passwords.hash(options.secondPassword) : null;
  const id = await app.db.tx(async (q) => {
    const user = await insertUserWithWallet(q, { username, phone: null, passwordHash, role });
    if (secondHash) await insertTwoFactorPassword(q, user.id, secondHash);
    return Number(user.id);
  });
  return { id, username, password };
}

// The audit entries of one row ('withdrawal:7'), oldest first.
export async function auditOf(
  q: Queryable,
  target: string,
): Promise<
  Array<{ actorId: number | null; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>
> {
  const { rows } = await q.query<{
    actor_id: number | null;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>('SELECT actor_id, action, before, after FROM audit_log WHERE target = $1 ORDER BY id', [target]);
  return rows.map((row) => ({
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    action: row.action,
    before: row.before,
    after: row.after,
  }));
}

// A token of the operator's second-level password for one action on one row (TWO_FACTOR_ACTIONS
// withdrawalReview and operator*, STEP_UP_TARGETS), written straight to the table as if they had just
// typed it (the route's argon2 would make tests that decide on many rows slow).
export async function writeStepUpToken(q: Queryable, operatorId: number, action: string, target: string): Promise<string> {
  const stepUpToken = randomBytes(32).toString('hex');
  await q.query(
    `INSERT INTO two_factor_tokens (token_hash, user_id, action, target, expires_at)
     VALUES ($1, $2, $3, $4, now() + interval '5 minutes')`,
    [hashToken(stepUpToken), operatorId, action, target],
  );
  return stepUpToken;
}

// The same token as the header an operator's request carries it in.
export async function stepUpHeaders(q: Queryable, operatorId: number, action: string, target: string): Promise<Record<string, string>> {
  return { [TWO_FACTOR_SESSION_HEADER]: await writeStepUpToken(q, operatorId, action, target) };
}

// The header of an approve or reject of one withdrawal: a token bound to it. Another `action` makes a
// token that must be refused.
export function reviewHeaders(
  q: Queryable,
  operatorId: number,
  withdrawalId: number,
  action: string = TWO_FACTOR_ACTIONS.withdrawalReview,
): Promise<Record<string, string>> {
  return stepUpHeaders(q, operatorId, action, STEP_UP_TARGETS.withdrawal(withdrawalId));
}

// The step-up an operator's request needs, worked out from its method and path as the console and
// the CLI would ask for it (none for the requests that need none): for the tests of what these
// routes do once allowed. What happens without it is in operator-step-up.test.ts.
export async function stepUpFor(
  q: Queryable,
  operatorId: number,
  method: string,
  url: string,
  // What is sent: a batch's token names the set of its body.
  body?: unknown,
): Promise<Record<string, string>> {
  const path = url.replace(/^\/api/, '').split('?')[0];
  const batch = (body as { ids?: unknown } | undefined)?.ids;
  if (method.toUpperCase() === 'POST' && path === '/admin/withdrawals/approve-batch' && Array.isArray(batch)) {
    return stepUpHeaders(q, operatorId, TWO_FACTOR_ACTIONS.withdrawalReview, withdrawalBatchTarget(batch as number[]));
  }
  const need = ((): [string, string] | null => {
    const verb = method.toUpperCase();
    let m: RegExpMatchArray | null;
    if (verb === 'POST' && (m = path.match(/^\/admin\/deposits\/(\d+)\/confirm$/)))
      return [TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.depositOrder(Number(m[1]))];
    if (verb === 'POST' && (m = path.match(/^\/admin\/withdrawals\/(\d+)\/(approve|reject)$/)))
      return [TWO_FACTOR_ACTIONS.withdrawalReview, STEP_UP_TARGETS.withdrawal(Number(m[1]))];
    if (verb === 'POST' && (m = path.match(/^\/admin\/unmatched-transfers\/(\d+)\/(assign|ignore|return)$/)))
      return [TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.bankTransfer(Number(m[1]))];
    if (verb === 'POST' && path === '/admin/vendor-cards') return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.vendorCard(null)];
    if (verb === 'PUT' && (m = path.match(/^\/admin\/vendor-cards\/(\d+)$/)))
      return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.vendorCard(Number(m[1]))];
    if (verb === 'PUT' && (m = path.match(/^\/admin\/configs\/([^/]+)$/)))
      return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.config(decodeURIComponent(m[1]))];
    if (verb === 'PUT' && (m = path.match(/^\/admin\/games\/([^/]+)\/config$/)))
      return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.gameConfig(m[1])];
    if (verb === 'PUT' && (m = path.match(/^\/admin\/games\/([^/]+)\/jackpot$/)))
      return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.jackpot(m[1])];
    if (verb === 'POST' && (m = path.match(/^\/admin\/games\/([^/]+)\/(pause|resume)$/)))
      return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.gameConfig(m[1])];
    if (verb === 'PUT' && path === '/admin/referral-settings')
      return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.referralSettings()];
    if (verb === 'POST' && (m = path.match(/^\/admin\/users\/(\d+)\/adjust$/)))
      return [TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.walletAdjust(Number(m[1]))];
    if (verb === 'POST' && (m = path.match(/^\/admin\/remotes\/([^/]+)\/(use|rollback|canary)$/)))
      return [TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.remote(m[1])];
    if (verb === 'POST' && (m = path.match(/^\/admin\/users\/(\d+)\/(ban|unban)$/)))
      return [TWO_FACTOR_ACTIONS.operatorAccess, STEP_UP_TARGETS.user(Number(m[1]))];
    return null;
  })();
  return need ? stepUpHeaders(q, operatorId, need[0], need[1]) : {};
}

// A second operator (addOperator), with an authenticator as every operator has (loginUser sends its
// code), signed in: for the maker-checker tests, where the operator who asks is never the one who
// approves.
export async function newOperator(
  app: FastifyInstance,
  role: OperatorRole = 'admin',
): Promise<SignedIn & { secondPassword: string; totpSecret: string }> {
  const secondPassword = 'Duyet-hai-7315';
  const made = await addOperator(app, role, { username: uniqueUsername('op'), password: PASSWORD, secondPassword });
  const totpSecret = newTotpSecret();
  await insertTotp(app.db, made.id, totpSecretBox(app.config.jwtSecret).seal(totpSecret), null);
  rememberTotpSecret(made.username, totpSecret);
  return { ...(await loginUser(app, made.username, PASSWORD)), secondPassword, totpSecret };
}

// A second operator's approval of a waiting change, with a token of theirs bound to it.
export async function approveAs(app: FastifyInstance, operator: SignedIn, changeId: number, action: string) {
  const token = await writeStepUpToken(app.db, operator.user.id, action, STEP_UP_TARGETS.pendingChange(changeId));
  return app.inject({
    method: 'POST',
    url: `/api/admin/pending-changes/${changeId}/approve`,
    headers: { ...operator.headers, [TWO_FACTOR_SESSION_HEADER]: token },
  });
}
