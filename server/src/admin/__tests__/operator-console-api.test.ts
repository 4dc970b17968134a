import type { Socket } from 'socket.io-client';
import { AUTH_MESSAGES, TWO_FACTOR_ACTIONS, type AdminOverviewDto, type AdminQueuesEvent } from '@app/shared/contracts';
import {
  TEST_ADMIN,
  addOperator,
  reviewHeaders,
  testOperatorId,
  connectSocket,
  createTestApp,
  loginUser,
  nextEvent,
  signupUser,
  sleep,
  approveAs,
  newOperator,
  stepUpFor,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { createOrder, postWebhook, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { fund, insertToken, newBankAccountId, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';
import { ADMIN_MESSAGES } from '../admin-messages';

// What the operator console reads beside the lists: the overview, and the `adminQueues` event that
// tells every operator, and only operators, that a withdrawal or an unmatched transfer is waiting.
let t: TestApp;
let baseUrl: string;
let admin: SignedIn;
const sockets: Socket[] = [];
beforeAll(async () => {
  // The operator's second-level password, for the CLI's commands behind a step-up.
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  baseUrl = await t.listen();
  admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

// The step-up an operator's change needs, as the suite's operator (TEST_ADMIN) sends it.
const stepped = async (method: string, url: string, payload?: object) => stepUpFor(t.db, await testOperatorId(t.db), method, url, payload);
const overview = async (headers = admin.headers) => t.app.inject({ method: 'GET', url: '/api/admin/overview', headers });
const read = async (): Promise<AdminOverviewDto> => (await overview()).json().data;
// A player's socket opens with their token, an operator console's with its session (SignedIn).
const socketOf = async (credential: string | SignedIn) => {
  const socket = await connectSocket(baseUrl, credential);
  sockets.push(socket);
  return socket;
};

async function pendingWithdrawal(amount: number) {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, amount * 2);
  const bankAccountId = await newBankAccountId(t.app, player.token);
  const stepUpToken = await insertToken(t.db, player.user.id);
  const twoFactor = { sessionId: stepUpToken, action: 'user_withdraw', userId: 0, userAgent: 'x', ipAddress: 'x' };
  const response = await withdraw(t.app, player.token, { bankAccountId, amount, twoFactor });
  expect(response.statusCode).toBe(201);
  return { player, id: response.json().data.id as number };
}

describe('GET /api/admin/overview', () => {
  it('needs an operator: 401 without a session, 403 for a player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
    expect((await overview((await signupUser(t.app)).headers)).statusCode).toBe(403);
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
    const asked = await t.app.inject({
      method: 'POST',
      url: confirmUrl,
      headers: { ...admin.headers, ...(await stepped('POST', confirmUrl)) },
    });
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
    // The ledger check is run once a minute at most, whoever opens the overview: it says when.
    expect(after.ledger.checkedAt).toBe(before.ledger.checkedAt);
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
      headers: { ...admin.headers, ...(await reviewHeaders(t.db, await testOperatorId(t.db), id)) },
      payload: { transactionRef: 'FT1' },
    });
    const approved = await read();
    expect(approved.pending.withdrawals).toBe(before.pending.withdrawals);
    expect(approved.today.withdrawalsApproved.amount - before.today.withdrawalsApproved.amount).toBe(120_000);
    expect(approved.house).toMatchObject({ accounts: { house_taixiu: expect.any(Number), external: expect.any(Number) } });
  });
});

describe('GET /api/admin/queues', () => {
  it('counts what waits, as the overview and adminQueues do, for operators only', async () => {
    const queues = async (headers = admin.headers) => t.app.inject({ method: 'GET', url: '/api/admin/queues', headers });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/queues' })).statusCode).toBe(401);
    expect((await queues((await signupUser(t.app)).headers)).statusCode).toBe(403);
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
  it('reaches the operators who act on the queues (admin, ke_toan), no support agent and no player, when a withdrawal waits, is decided, or a transfer matches nothing', async () => {
    // One account has one session, so each console is another operator's.
    const accountant = await addOperator(t.app, 'ke_toan');
    const support = await addOperator(t.app, 'cskh');
    const console1 = await socketOf(admin);
    const console2 = await socketOf(await loginUser(t.app, accountant.username, accountant.password));
    const supportConsole = await socketOf(await loginUser(t.app, support.username, support.password));
    const bystander = await socketOf((await signupUser(t.app)).token);
    let playerHeard = false;
    let supportHeard = false;
    bystander.on('adminQueues', () => (playerHeard = true));
    supportConsole.on('adminQueues', () => (supportHeard = true));

    const heard = Promise.all([nextEvent<AdminQueuesEvent>(console1, 'adminQueues'), nextEvent<AdminQueuesEvent>(console2, 'adminQueues')]);
    const { id } = await pendingWithdrawal(50_000);
    const [one, two] = await heard;
    expect(one).toEqual(two);
    expect(one).toMatchObject({ changed: 'withdrawals', pendingWithdrawals: (await read()).pending.withdrawals });

    const rejected = nextEvent<AdminQueuesEvent>(console1, 'adminQueues');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/reject`,
      headers: { ...admin.headers, ...(await reviewHeaders(t.db, await testOperatorId(t.db), id)) },
      payload: { reason: 'x' },
    });
    expect((await rejected).pendingWithdrawals).toBe(one.pendingWithdrawals - 1);

    const unmatched = nextEvent<AdminQueuesEvent>(console1, 'adminQueues');
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: 'chuyen nham', amount: 7_000 }));
    expect(await unmatched).toMatchObject({ changed: 'transfers', unmatchedTransfers: (await read()).pending.unmatchedTransfers });

    await sleep(200);
    expect(playerHeard).toBe(false);
    expect(supportHeard).toBe(false);
  });
});

describe('GET /api/admin/users/:id/profile', () => {
  const profile = (id: string | number, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/profile`, headers });

  it("answers a player's balance, deposits, withdrawals, security events and limits, to operators only", async () => {
    const { player, id } = await pendingWithdrawal(30_000);
    const order = await createOrder(t.app, player.token, 40_000);
    const banUrl = `/api/admin/users/${player.user.id}/ban`;
    await t.app.inject({
      method: 'POST',
      url: banUrl,
      headers: { ...admin.headers, ...(await stepped('POST', banUrl)) },
      payload: {},
    });

    expect((await profile(player.user.id, (await signupUser(t.app)).headers)).statusCode).toBe(403);
    const response = await profile(player.user.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({ id: player.user.id, username: player.username, balance: 30_000, bannedAt: expect.any(String) });
    expect(data.deposits).toEqual([expect.objectContaining({ id: order.orderId, amount: 40_000, status: 'PENDING' })]);
    expect(data.withdrawals).toEqual([expect.objectContaining({ id, amount: 30_000, status: 'PENDING', decidedByName: null })]);
    expect(data.bets).toEqual([]);
    expect(data.securityEvents.map((e: { kind: string }) => e.kind)).toContain('bank_account_added');
    // What arrived today (the 60,000 the player was funded with, a deposit in the ledger) apart from
    // the open order, which has brought nothing yet but which the daily limit counts all the same.
    expect(data.limits).toMatchObject({ dailyDepositLimit: null, depositedToday: 60_000, pendingDepositsToday: 40_000 });

    // Refused, the held money goes back to the wallet: the profile names the operator who decided.
    const operatorId = await testOperatorId(t.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/reject`,
      headers: { ...admin.headers, ...(await reviewHeaders(t.db, operatorId, id)) },
      payload: { reason: 'Sai tên chủ tài khoản' },
    });
    expect(refused.statusCode).toBe(200);
    const { rows } = await t.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [operatorId]);
    expect((await profile(player.user.id)).json().data.withdrawals).toEqual([
      expect.objectContaining({ id, status: 'REJECTED', rejectReason: 'Sai tên chủ tài khoản', decidedByName: rows[0].username }),
    ]);
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
