import {
  API_BASE,
  GAME_PATHS,
  HTTP_MESSAGES,
  OPERATOR_ACCESS,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_SESSION_HEADER,
  type OperatorAccess,
  type OperatorRole,
  WITHDRAWAL_PATHS,
} from '@app/shared/contracts';
import { addOperator, createTestApp, loginUser, signupUser, reviewHeaders, writeStepUpToken, type TestApp } from '../../test-utils';
import { createOrder } from '../../deposits/__tests__/deposit-helpers';

// Who may use which /api/admin route: every route against every operator role (and a player). A
// route the role may use answers anything but the role refusal (a 400 for the empty body, a 404 for
// the made-up id, a 403 asking for the step-up...); one it may not answers 403 naming the roles
// that may, before anything is read or changed.
let t: TestApp;
// What each party's requests send: an operator's session cookie and CSRF token, a player's token.
const headersOf = {} as Record<OperatorRole | 'player', Record<string, string>>;
const ids = {} as Record<OperatorRole, number>;
const SECOND = 'Duyet-vai-tro-5713';
beforeAll(async () => {
  t = await createTestApp();
  for (const role of OPERATOR_ROLES) {
    const operator = await addOperator(t.app, role, { secondPassword: SECOND });
    ids[role] = operator.id;
    headersOf[role] = (await loginUser(t.app, operator.username, operator.password)).headers;
  }
  headersOf.player = (await signupUser(t.app)).headers;
});
afterAll(() => t.close());

const ROUTES: Array<[method: 'GET' | 'POST' | 'PUT', url: string, access: OperatorAccess]> = [
  ['GET', '/admin/overview', 'read'],
  ['GET', '/admin/queues', 'read'],
  ['GET', '/admin/users', 'read'],
  ['GET', '/admin/users/987654/profile', 'read'],
  ['GET', '/admin/deposits', 'read'],
  ['GET', '/admin/unmatched-transfers', 'read'],
  ['GET', '/admin/games/taixiu/rounds', 'read'],
  ['POST', '/admin/deposits/987654/confirm', 'money'],
  ['POST', '/admin/deposits/987654/reject', 'money'],
  ['POST', '/admin/unmatched-transfers/987654/assign', 'money'],
  ['GET', '/admin/withdrawals', 'money'],
  ['POST', '/admin/withdrawals/987654/approve', 'money'],
  ['POST', '/admin/withdrawals/987654/reject', 'money'],
  ['GET', WITHDRAWAL_PATHS.houseBalance, 'money'],
  ['GET', '/admin/ledger/check', 'money'],
  ['GET', '/admin/pending-changes', 'money'],
  ['POST', '/admin/pending-changes/987654/approve', 'money'],
  ['POST', '/admin/pending-changes/987654/reject', 'money'],
  ['POST', '/admin/pending-changes/987654/cancel', 'money'],
  ['GET', '/admin/vendor-cards', 'admin'],
  ['POST', '/admin/vendor-cards', 'admin'],
  ['PUT', '/admin/vendor-cards/987654', 'admin'],
  ['GET', '/admin/configs', 'admin'],
  ['PUT', '/admin/configs/deposit_max_amount', 'admin'],
  ['GET', GAME_PATHS.adminConfigs, 'admin'],
  ['PUT', '/admin/games/taixiu/config', 'admin'],
  ['POST', '/admin/users/987654/ban', 'admin'],
  ['POST', '/admin/users/987654/unban', 'admin'],
  ['POST', '/admin/users/987654/dev-tools', 'admin'],
  ['POST', '/admin/users/987654/self-exclusion/lift', 'admin'],
  ['GET', '/admin/audit', 'admin'],
  ['POST', '/admin/users/987654/recovery', 'support'],
];

const refusal = (role: OperatorRole, access: OperatorAccess) =>
  HTTP_MESSAGES.operatorRoleRefused(
    OPERATOR_ROLE_LABELS[role],
    OPERATOR_ACCESS[access].map((allowed) => OPERATOR_ROLE_LABELS[allowed]),
  );

describe.each(OPERATOR_ROLES)('role %s', (role) => {
  it.each(ROUTES)('%s %s (%s)', async (method, url, access) => {
    const response = await t.app.inject({
      method,
      url: `${API_BASE}${url}`,
      headers: headersOf[role],
      payload: method === 'GET' ? undefined : {},
    });
    const allowed = (OPERATOR_ACCESS[access] as readonly string[]).includes(role);
    if (allowed) {
      expect(response.json().message).not.toBe(refusal(role, access));
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect([response.statusCode, response.json().message]).toEqual([403, refusal(role, access)]);
    }
  });
});

it.each(ROUTES)('a player is refused %s %s with the plain 403', async (method, url) => {
  const response = await t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: headersOf.player,
    payload: method === 'GET' ? undefined : {},
  });
  expect([response.statusCode, response.json().message]).toEqual([403, HTTP_MESSAGES.forbidden]);
});

it('the HTTP route that made operators is gone: 404, for every role', async () => {
  for (const role of OPERATOR_ROLES) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/admin/operators`,
      headers: headersOf[role],
      payload: { username: 'ke_gian', password: 'Matkhau-manh-123' },
    });
    expect(response.statusCode).toBe(404);
  }
  expect((await t.db.query("SELECT 1 FROM users WHERE username = 'ke_gian'")).rows).toHaveLength(0);
});

describe('support (cskh) moves no money, even holding a valid step-up token', () => {
  it('may verify its second-level password (any operator role may), and the token buys nothing', async () => {
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/core/users/2fa/validate',
      headers: headersOf.cskh,
      payload: { secondaryPassword: SECOND, action: TWO_FACTOR_ACTIONS.operatorMoney, target: STEP_UP_TARGETS.depositOrder(1) },
    });
    expect(validated.statusCode).toBe(200);
  });

  it('a deposit confirmation is refused and the order, the token and the audit log are untouched', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 50_000);
    const token = await writeStepUpToken(t.db, ids.cskh, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.depositOrder(order.orderId));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/admin/deposits/${order.orderId}/confirm`,
      headers: { ...headersOf.cskh, [TWO_FACTOR_SESSION_HEADER]: token },
      payload: {},
    });
    expect([confirmed.statusCode, confirmed.json().message]).toEqual([403, refusal('cskh', 'money')]);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM deposit_orders WHERE id = $1', [order.orderId]);
    expect(rows[0].status).toBe('PENDING');
    const unspent = await t.db.query('SELECT 1 FROM two_factor_tokens WHERE user_id = $1 AND used_at IS NULL', [ids.cskh]);
    expect(unspent.rows.length).toBeGreaterThan(0);
    expect((await t.db.query('SELECT 1 FROM audit_log WHERE actor_id = $1', [ids.cskh])).rows).toHaveLength(0);

    // An accountant, with a token of their own, may (ask for it: a second operator applies it).
    const own = await writeStepUpToken(t.db, ids.ke_toan, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.depositOrder(order.orderId));
    const byAccountant = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/admin/deposits/${order.orderId}/confirm`,
      headers: { ...headersOf.ke_toan, [TWO_FACTOR_SESSION_HEADER]: own },
      payload: {},
    });
    expect(byAccountant.statusCode).toBe(202);
  });

  it('a withdrawal decision is refused with a review token too', async () => {
    for (const decision of ['approve', 'reject']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/admin/withdrawals/1/${decision}`,
        headers: { ...headersOf.cskh, ...(await reviewHeaders(t.db, ids.cskh, 1)) },
        payload: decision === 'approve' ? { transactionRef: 'FT1' } : { reason: 'x' },
      });
      expect([response.statusCode, response.json().message]).toEqual([403, refusal('cskh', 'money')]);
    }
  });
});
