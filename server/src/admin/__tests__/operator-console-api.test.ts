import type { Socket } from 'socket.io-client';
import {
  AUTH_MESSAGES,
  SECURITY_MESSAGES,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  type AdminOverviewDto,
  type AdminQueuesEvent,
} from '@app/shared/contracts';
import {
  PASSWORD,
  TEST_ADMIN,
  auditOf,
  bearer,
  writeReviewToken,
  testOperatorId,
  uniqueUsername,
  connectSocket,
  createTestApp,
  loginUser,
  nextEvent,
  signupUser,
  sleep,
  approveAs,
  newOperator,
  stepUpFor,
  type TestApp,
} from '../../test-utils';
import { createOrder, postWebhook, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { fund, insertToken, newBankAccountId, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { ADMIN_MESSAGES } from '../admin-messages';

// What the operator console reads beside the lists: the overview, and the `adminQueues` event that
// tells every operator, and only operators, that a withdrawal or an unmatched transfer is waiting.
let t: TestApp;
let baseUrl: string;
let adminToken: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  // The operator's second-level password, for the CLI's commands behind a step-up.
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  baseUrl = await t.listen();
  adminToken = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).token;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

// The step-up an operator's change needs, as the suite's operator (TEST_ADMIN) sends it.
const stepped = async (method: string, url: string, payload?: object) => stepUpFor(t.db, await testOperatorId(t.db), method, url, payload);
const overview = async (token = adminToken) => t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: bearer(token) });
const read = async (): Promise<AdminOverviewDto> => (await overview()).json().data;
const socketOf = async (token: string) => {
  const socket = await connectSocket(baseUrl, token);
  sockets.push(socket);
  return socket;
};

async function pendingWithdrawal(amount: number) {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, amount * 2);
  const bankAccountId = await newBankAccountId(t.app, player.token);
  const sessionId = await insertToken(t.db, player.user.id);
  const twoFactor = { sessionId, action: 'user_withdraw', userId: 0, userAgent: 'x', ipAddress: 'x' };
  const response = await withdraw(t.app, player.token, { bankAccountId, amount, twoFactor });
  expect(response.statusCode).toBe(201);
  return { player, id: response.json().data.id as number };
}

describe('GET /api/admin/overview', () => {
  it('needs an operator: 401 without a token, 403 for a player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
    expect((await overview((await signupUser(t.app)).token)).statusCode).toBe(403);
  });

  it("answers the house, today's money, what waits, the ledger check and live players", async () => {
    const before = await read();
    expect(before.ledger).toEqual({ ok: true, checkedAt: expect.any(String) });
    expect(new Date(before.today.since).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - new Date(before.today.since).getTime()).toBeLessThan(24 * 3600_000);

    const { id } = await pendingWithdrawal(120_000);
    const depositor = await signupUser(t.app);
    const order = await createOrder(t.app, depositor.token, 80_000);
    const confirmUrl = `/api/admin/deposits/${order.orderId}/confirm`;
    const asked = await t.app.inject({ method: 'POST', url: confirmUrl, headers: { ...bearer(adminToken), ...(await stepped('POST', confirmUrl)) } });
    // A manual credit applies once a second operator approves it.
    const checker = await newOperator(t.app);
    expect((await approveAs(t.app, checker, asked.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(200);
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: 'khong co ma', amount: 5_000 }));
    const watcher = await signupUser(t.app);
    const first = await socketOf(watcher.token);
    const second = await socketOf(watcher.token);
    first.emit('join_game', { gameType: 'taixiu' });
    second.emit('join_game', { gameType: 'taixiu' });
    await sleep(200);

    const after = await read();
    expect(after.pending.withdrawals - before.pending.withdrawals).toBe(1);
    expect(after.pending.unmatchedTransfers - before.pending.unmatchedTransfers).toBe(1);
    expect(after.today.depositsConfirmed.count - before.today.depositsConfirmed.count).toBe(1);
    expect(after.today.depositsConfirmed.amount - before.today.depositsConfirmed.amount).toBe(80_000);
    // Two sockets of one player count once.
    expect(after.livePlayers.taixiu! - before.livePlayers.taixiu!).toBe(1);
    expect(after.livePlayers.xocdia).toBe(before.livePlayers.xocdia);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/approve`,
      headers: bearer(adminToken),
      payload: { transactionRef: 'FT1', twoFactor: await writeReviewToken(t.db, await testOperatorId(t.db)) },
    });
    const approved = await read();
    expect(approved.pending.withdrawals).toBe(before.pending.withdrawals);
    expect(approved.today.withdrawalsApproved.amount - before.today.withdrawalsApproved.amount).toBe(120_000);
    expect(approved.house).toMatchObject({ accounts: { house_taixiu: expect.any(Number), external: expect.any(Number) } });
  });
});

describe('GET /api/admin/queues', () => {
  it('counts what waits, as the overview and adminQueues do, for operators only', async () => {
    const queues = async (token = adminToken) => t.app.inject({ method: 'GET', url: '/api/admin/queues', headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/queues' })).statusCode).toBe(401);
    expect((await queues((await signupUser(t.app)).token)).statusCode).toBe(403);
    const before = (await queues()).json().data;
    await pendingWithdrawal(50_000);
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: 'khong khop lenh nao', amount: 7_000 }));
    const after = (await queues()).json().data;
    expect(after).toEqual({
      pendingWithdrawals: before.pendingWithdrawals + 1,
      unmatchedTransfers: before.unmatchedTransfers + 1,
      pendingChanges: before.pendingChanges,
    });
    const { pending } = await read();
    expect(pending).toMatchObject({ withdrawals: after.pendingWithdrawals, unmatchedTransfers: after.unmatchedTransfers });
  });
});

describe('adminQueues', () => {
  it('reaches every operator, and no player, when a withdrawal waits, is decided, or a transfer matches nothing', async () => {
    // Two operators: one account has one session, so a second console is another operator's.
    const other = uniqueUsername('op');
    const payload = { username: other, password: PASSWORD };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: { ...bearer(adminToken), ...(await stepped('POST', '/api/admin/operators', payload)) },
      payload,
    });
    expect(made.statusCode).toBe(200);
    const console1 = await socketOf(adminToken);
    const console2 = await socketOf((await loginUser(t.app, other, PASSWORD)).token);
    const bystander = await socketOf((await signupUser(t.app)).token);
    let playerHeard = false;
    bystander.on('adminQueues', () => (playerHeard = true));

    const heard = Promise.all([nextEvent<AdminQueuesEvent>(console1, 'adminQueues'), nextEvent<AdminQueuesEvent>(console2, 'adminQueues')]);
    const { id } = await pendingWithdrawal(50_000);
    const [one, two] = await heard;
    expect(one).toEqual(two);
    expect(one).toMatchObject({ changed: 'withdrawals', pendingWithdrawals: (await read()).pending.withdrawals });

    const rejected = nextEvent<AdminQueuesEvent>(console1, 'adminQueues');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/reject`,
      headers: bearer(adminToken),
      payload: { reason: 'x', twoFactor: await writeReviewToken(t.db, await testOperatorId(t.db)) },
    });
    expect((await rejected).pendingWithdrawals).toBe(one.pendingWithdrawals - 1);

    const unmatched = nextEvent<AdminQueuesEvent>(console1, 'adminQueues');
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: 'chuyen nham', amount: 7_000 }));
    expect(await unmatched).toMatchObject({ changed: 'transfers', unmatchedTransfers: (await read()).pending.unmatchedTransfers });

    await sleep(200);
    expect(playerHeard).toBe(false);
  });
});

describe('a second operator', () => {
  const create = async (payload: object, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: { ...bearer(token), ...(await stepped('POST', '/api/admin/operators', payload)) },
      payload,
    });
  const hasSecondPassword = async (username: string) =>
    (await t.db.query('SELECT 1 FROM two_factor_passwords p JOIN users u ON u.id = p.user_id WHERE u.username = $1', [username])).rows
      .length === 1;

  it('is made by an operator only, with the signup rules, audited, and can sign in as an operator', async () => {
    const player = await signupUser(t.app);
    expect((await create({ username: uniqueUsername('op'), password: PASSWORD }, player.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/operators', payload: {} })).statusCode).toBe(401);
    const weak = await create({ username: uniqueUsername('op'), password: 'abcdefgh' });
    expect(weak.json()).toMatchObject({ success: false, field: 'password', message: AUTH_MESSAGES.passwordWeak });
    expect((await create({ username: 'a b', password: PASSWORD })).json()).toMatchObject({ field: 'username' });
    expect((await create({ username: ['x'], password: PASSWORD })).statusCode).toBe(400);
    const taken = await create({ username: player.username, password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'username', message: AUTH_MESSAGES.usernameTaken });

    const name = uniqueUsername('op');
    const made = await create({ username: name, password: PASSWORD });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ message: ADMIN_MESSAGES.operatorCreated(name), data: { user: { username: name, role: 'admin' } } });
    const id = made.json().data.user.id;
    const audit = await auditOf(t.db, `user:${id}`);
    expect(audit).toEqual([
      { actorId: await testOperatorId(t.db), action: 'operator.create', before: null, after: expect.objectContaining({ role: 'admin' }) },
    ]);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);

    const second = await loginUser(t.app, name, PASSWORD);
    expect((await overview(second.token)).statusCode).toBe(200);
  });

  it('is made from the CLI, the password read from NEW_OPERATOR_PASSWORD, never from the command line', async () => {
    const cli = adminCli(() => `${baseUrl}/api`);
    const name = uniqueUsername('op');
    const refused = await cli(['operator-add', name]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('NEW_OPERATOR_PASSWORD');
    const made = await cli(['operator-add', name], { NEW_OPERATOR_PASSWORD: PASSWORD });
    expect(made).toMatchObject({ code: 0, out: ADMIN_MESSAGES.operatorCreated(name) });
    expect((await loginUser(t.app, name, PASSWORD)).user.role).toBe('admin');
    expect(await hasSecondPassword(name)).toBe(false);

    // With NEW_OPERATOR_SECOND_PASSWORD, the new operator can verify a decision from the first login.
    const withSecond = uniqueUsername('op');
    const weak = await cli(['operator-add', withSecond], { NEW_OPERATOR_PASSWORD: PASSWORD, NEW_OPERATOR_SECOND_PASSWORD: '123456' });
    expect(weak).toMatchObject({ code: 1, err: `Lỗi: ${SECURITY_MESSAGES.weakSecondPassword}` });
    const env = { NEW_OPERATOR_PASSWORD: PASSWORD, NEW_OPERATOR_SECOND_PASSWORD: 'Duyet-lenh-4821' };
    expect(await cli(['operator-add', withSecond], env)).toMatchObject({ code: 0 });
    const operator = await loginUser(t.app, withSecond, PASSWORD);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/core/users/2fa/validate',
      headers: bearer(operator.token),
      payload: { secondaryPassword: 'Duyet-lenh-4821', action: TWO_FACTOR_ACTIONS.withdrawalReview },
    });
    expect(validated.statusCode).toBe(200);
    // Each command signed in as the suite's operator, ending the suite's session: a fresh one.
    adminToken = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).token;
  });

  it('is given a second-level password by the API under a player’s rules, never logged', async () => {
    const refusals: Array<[string, string]> = [
      ['123456', SECURITY_MESSAGES.weakSecondPassword],
      [PASSWORD, TWO_FACTOR_MESSAGES.sameAsLogin],
      ['12345', TWO_FACTOR_MESSAGES.tooShort],
    ];
    for (const [secondaryPassword, message] of refusals) {
      const name = uniqueUsername('op');
      const response = await create({ username: name, password: PASSWORD, secondaryPassword });
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status: 400,
        body: { field: 'secondaryPassword', message },
      });
      expect((await t.db.query('SELECT 1 FROM users WHERE username = $1', [name])).rows).toHaveLength(0);
    }
    const name = uniqueUsername('op');
    const made = await create({ username: name, password: PASSWORD, secondaryPassword: 'Duyet-lenh-7305' });
    expect(made.statusCode).toBe(200);
    expect(await hasSecondPassword(name)).toBe(true);
    expect(JSON.stringify(await auditOf(t.db, `user:${made.json().data.user.id}`))).not.toContain('Duyet-lenh-7305');
  });
});

describe('GET /api/admin/users/:id/profile', () => {
  const profile = (id: string | number, token = adminToken) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/profile`, headers: bearer(token) });

  it("answers a player's balance, deposits, withdrawals, security events and limits, to operators only", async () => {
    const { player, id } = await pendingWithdrawal(30_000);
    const order = await createOrder(t.app, player.token, 40_000);
    const banUrl = `/api/admin/users/${player.user.id}/ban`;
    await t.app.inject({
      method: 'POST',
      url: banUrl,
      headers: { ...bearer(adminToken), ...(await stepped('POST', banUrl)) },
      payload: {},
    });

    expect((await profile(player.user.id, (await signupUser(t.app)).token)).statusCode).toBe(403);
    const response = await profile(player.user.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({ id: player.user.id, username: player.username, balance: 30_000, bannedAt: expect.any(String) });
    expect(data.deposits).toEqual([expect.objectContaining({ id: order.orderId, amount: 40_000, status: 'PENDING' })]);
    expect(data.withdrawals).toEqual([expect.objectContaining({ id, amount: 30_000, status: 'PENDING' })]);
    expect(data.bets).toEqual([]);
    expect(data.securityEvents.map((e: { kind: string }) => e.kind)).toContain('bank_account_added');
    // The daily limit counts the orders asked for today, the pending one included.
    expect(data.limits).toMatchObject({ dailyDepositLimit: null, depositedToday: 40_000 });
  });

  it('answers 404 for no such player and 400 for a malformed id', async () => {
    const unknown = await profile(987_654_321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.userNotFound);
    for (const id of ['abc', '0', '-1', '99999999999999999999']) {
      const response = await profile(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'id', message: ADMIN_MESSAGES.invalidUserId });
    }
  });
});
