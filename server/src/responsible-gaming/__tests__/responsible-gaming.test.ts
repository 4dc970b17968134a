import type { Socket } from 'socket.io-client';
import {
  formatVietnamDateTime,
  HTTP_MESSAGES,
  PAYMENT_MESSAGES,
  SECURITY_EVENT_LABELS,
  SECURITY_MESSAGES,
  SECURITY_NOTICE_EVENT,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  type SecurityNotice,
} from '@app/shared/contracts';
import {
  auditOf,
  bearer,
  connectSocket,
  createTestApp,
  loginUser,
  nextEvent,
  signupUser,
  stepUpFor,
  stepUpHeaders,
  testOperatorId,
  TEST_ADMIN,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { fund, insertToken, newBankAccountId, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';
import { postWebhook, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { depositsCreditedSince } from '../../ledger/balances';
import { systemAccountId, walletAccountId } from '../../ledger/ledger-accounts';
import { moveMoney } from '../../ledger/move-money';
import { selfExclusionRefusals } from '../responsible-gaming-service';
import { vietnamDayStart } from '../responsible-gaming-store';

let t: TestApp;
let vendorId: number;
let baseUrl: string;
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM vendor_cards WHERE is_active ORDER BY id LIMIT 1');
  vendorId = rows[0].id;
});
afterAll(() => t.close());

const URL = '/api/core/responsible-gaming';
const get = async (player: SignedIn) => (await t.app.inject({ method: 'GET', url: URL, headers: bearer(player.token) })).json();
const put = (player: SignedIn, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: bearer(player.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const deposit = (player: SignedIn, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment-service/u/deposits/generate-qr-code',
    headers: bearer(player.token),
    payload: { vendorId, amount },
  });
// Moves the pending change's time into the past, as if 24 hours had gone by.
const elapse24h = (player: SignedIn) =>
  t.db.query(`UPDATE responsible_gaming SET pending_limit_at = now() - interval '1 second' WHERE user_id = $1`, [player.user.id]);

describe('GET/PUT /api/core/responsible-gaming', () => {
  it('starts with no limits', async () => {
    const player = await signupUser(t.app);
    expect(await get(player)).toEqual({
      success: true,
      data: {
        dailyDepositLimit: null,
        pendingDailyDepositLimit: null,
        pendingLimitAt: null,
        depositedToday: 0,
        pendingDepositsToday: 0,
        selfExcludedUntil: null,
      },
    });
  });

  it('sets and lowers a limit at once; a raise or a removal waits 24 hours', async () => {
    const player = await signupUser(t.app);
    const set = await put(player, { dailyDepositLimit: 2_000_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      success: true,
      message: PAYMENT_MESSAGES.responsibleSaved,
      data: { dailyDepositLimit: 2_000_000, pendingLimitAt: null },
    });
    expect((await put(player, { dailyDepositLimit: 1_000_000 })).json().data.dailyDepositLimit).toBe(1_000_000);

    const raise = (await put(player, { dailyDepositLimit: 5_000_000 })).json().data;
    expect(raise).toMatchObject({ dailyDepositLimit: 1_000_000, pendingDailyDepositLimit: 5_000_000 });
    const delay = new Date(raise.pendingLimitAt).getTime() - Date.now();
    expect(delay).toBeGreaterThan(23.9 * 3_600_000);
    expect(delay).toBeLessThan(24.1 * 3_600_000);
    // Asking again for the same raise keeps the original time.
    expect((await put(player, { dailyDepositLimit: 5_000_000 })).json().data.pendingLimitAt).toBe(raise.pendingLimitAt);

    await elapse24h(player);
    expect((await get(player)).data).toMatchObject({ dailyDepositLimit: 5_000_000, pendingDailyDepositLimit: null, pendingLimitAt: null });

    const removal = (await put(player, { dailyDepositLimit: null })).json().data;
    expect(removal).toMatchObject({ dailyDepositLimit: 5_000_000, pendingDailyDepositLimit: null, pendingLimitAt: expect.any(String) });
    // Lowering meanwhile cancels the pending removal.
    expect((await put(player, { dailyDepositLimit: 3_000_000 })).json().data).toMatchObject({
      dailyDepositLimit: 3_000_000,
      pendingLimitAt: null,
    });

    await put(player, { dailyDepositLimit: null });
    await elapse24h(player);
    expect((await get(player)).data).toMatchObject({ dailyDepositLimit: null, pendingLimitAt: null });
    // Leaving the key out changes nothing.
    await put(player, { dailyDepositLimit: 700_000 });
    expect((await put(player, {})).json().data.dailyDepositLimit).toBe(700_000);
  });

  it('self-exclusion only ever lengthens', async () => {
    const player = await signupUser(t.app);
    const month = (await put(player, { selfExclusionDays: 30, loginPassword: player.password })).json().data.selfExcludedUntil;
    expect(new Date(month).getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect((await put(player, { selfExclusionDays: 1 })).json().data.selfExcludedUntil).toBe(month);
    const longer = (await put(player, { selfExclusionDays: 90, loginPassword: player.password })).json().data.selfExcludedUntil;
    expect(new Date(longer).getTime()).toBeGreaterThan(new Date(month).getTime());
  });

  it('refuses bad input with a Vietnamese 400', async () => {
    const player = await signupUser(t.app);
    for (const [payload, message] of [
      [{ dailyDepositLimit: 0 }, PAYMENT_MESSAGES.dailyLimitInvalid],
      [{ dailyDepositLimit: -5 }, PAYMENT_MESSAGES.dailyLimitInvalid],
      [{ dailyDepositLimit: 10.5 }, PAYMENT_MESSAGES.dailyLimitInvalid],
      [{ dailyDepositLimit: '100000' }, PAYMENT_MESSAGES.dailyLimitInvalid],
      [{ dailyDepositLimit: 1e300 }, PAYMENT_MESSAGES.dailyLimitInvalid],
      [{ selfExclusionDays: 2 }, PAYMENT_MESSAGES.selfExclusionInvalid],
      [{ selfExclusionDays: '7' }, PAYMENT_MESSAGES.selfExclusionInvalid],
      [{ selfExclusionDays: -1 }, PAYMENT_MESSAGES.selfExclusionInvalid],
    ] as const) {
      const response = await put(player, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({ payload, status: 400, message });
    }
    for (const payload of [null, [], 'x', { other: 1 }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: { ...bearer(player.token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).json().message).toBe(HTTP_MESSAGES.unauthorized);
  });

  it('a Vietnam day starts at 00:00 +07:00', () => {
    expect(vietnamDayStart(new Date('2024-05-01T16:59:59Z')).toISOString()).toBe('2024-04-30T17:00:00.000Z');
    expect(vietnamDayStart(new Date('2024-05-01T17:00:00Z')).toISOString()).toBe('2024-05-01T17:00:00.000Z');
  });
});

describe('the deposit guard and self-exclusion', () => {
  it('refuses a deposit above what is left of today’s limit; open orders count, though nothing has arrived', async () => {
    const player = await signupUser(t.app);
    await put(player, { dailyDepositLimit: 100_000 });
    expect((await deposit(player, 60_000)).statusCode).toBe(200);
    expect((await get(player)).data).toMatchObject({ depositedToday: 0, pendingDepositsToday: 60_000 });
    const over = await deposit(player, 50_000);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 400, message: PAYMENT_MESSAGES.dailyLimitReached('100.000\u00a0đ') });
    expect((await deposit(player, 40_000)).statusCode).toBe(200);
    expect((await get(player)).data).toMatchObject({ depositedToday: 0, pendingDepositsToday: 100_000 });
    // Orders past their time are no longer waiting for money.
    await t.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [player.user.id]);
    expect((await get(player)).data).toMatchObject({ depositedToday: 0, pendingDepositsToday: 0 });
    expect((await deposit(player, 100_000)).statusCode).toBe(200);
  });

  it('counts what arrived today, a paid order and a transfer an operator assigned, apart from what waits', async () => {
    const player = await signupUser(t.app);
    const operator = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const operatorId = await testOperatorId(t.db);
    await put(player, { dailyDepositLimit: 200_000 });

    // A QR order paid by the bank feed: it moves from waiting to arrived.
    const paid = (await deposit(player, 50_000)).json().data;
    expect((await get(player)).data).toMatchObject({ depositedToday: 0, pendingDepositsToday: 50_000 });
    const webhook = (body: ReturnType<typeof webhookBody>) => postWebhook(t.app, t.config.bankWebhookKey, body);
    expect((await webhook(webhookBody({ content: paid.content, amount: 50_000 }))).statusCode).toBe(200);
    expect((await get(player)).data).toMatchObject({ depositedToday: 50_000, pendingDepositsToday: 0 });

    // A transfer without an order's code, which an operator gives to the player.
    const stray = webhookBody({ content: 'chuyen tien nap', amount: 90_000 });
    expect((await webhook(stray)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE provider_tx_id = $1', [String(stray.id)]);
    const path = `/api/admin/unmatched-transfers/${rows[0].id}/assign`;
    const assigned = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...operator.headers, ...(await stepUpFor(t.db, operatorId, 'POST', path)) },
      payload: { userId: player.user.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await get(player)).data).toMatchObject({ depositedToday: 140_000, pendingDepositsToday: 0 });

    // 140,000 arrived and 40,000 waiting leave 20,000 of the 200,000.
    expect((await deposit(player, 40_000)).statusCode).toBe(200);
    expect((await get(player)).data).toMatchObject({ depositedToday: 140_000, pendingDepositsToday: 40_000 });
    expect((await deposit(player, 20_001)).json()).toMatchObject({
      code: 400,
      message: PAYMENT_MESSAGES.dailyLimitReached('200.000\u00a0đ'),
    });
    expect((await deposit(player, 20_000)).statusCode).toBe(200);
  });

  it('what arrived before today’s start (Vietnam time) does not count, nor money that is not a deposit', async () => {
    const player = await signupUser(t.app);
    await fund(t.db, player.user.id, 30_000);
    expect(await depositsCreditedSince(t.db, player.user.id, vietnamDayStart())).toBe(30_000);
    // The ledger's rows cannot be moved back in time: ask as if the day had started after it.
    expect(await depositsCreditedSince(t.db, player.user.id, new Date(Date.now() + 60_000))).toBe(0);
    await t.db.tx(async (q) =>
      moveMoney(q, {
        debitAccountId: await systemAccountId(q, 'bank_in'),
        creditAccountId: await walletAccountId(q, player.user.id),
        amount: 10_000,
        kind: 'refund',
        reference: 'test',
        idempotencyKey: `test-refund:${player.user.id}`,
      }),
    );
    expect(await depositsCreditedSince(t.db, player.user.id, vietnamDayStart())).toBe(30_000);
  });

  it('a self-excluded player cannot deposit, but can still withdraw', async () => {
    const player = await signupUser(t.app);
    await fund(t.db, player.user.id, 100_000);
    const accountId = await newBankAccountId(t.app, player.token);
    const until = (await put(player, { selfExclusionDays: 7, loginPassword: player.password })).json().data.selfExcludedUntil;

    const refused = await deposit(player, 50_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.selfExcluded(formatVietnamDateTime(new Date(until))));
    expect((await selfExclusionRefusals(t.db, [player.user.id])).get(player.user.id)).toMatchObject({
      statusCode: 400,
      error: 'SELF_EXCLUDED',
    });

    const out = await withdraw(t.app, player.token, {
      bankAccountId: accountId,
      amount: 100_000,
      twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
    });
    expect(out.statusCode).toBe(201);

    await t.db.query(`UPDATE responsible_gaming SET self_excluded_until = now() - interval '1 second' WHERE user_id = $1`, [
      player.user.id,
    ]);
    expect((await selfExclusionRefusals(t.db, [player.user.id])).size).toBe(0);
    expect((await get(player)).data.selfExcludedUntil).toBeNull();
  });
});

describe('a long self-exclusion asks for the login password and is told to the player', () => {
  const eventsOf = async (player: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/core/security-events', headers: bearer(player.token) })).json().data as Array<{
      kind: string;
      detail: string | null;
    }>;

  it('7 days or more: refused without the password or with a wrong one, nothing changed', async () => {
    const player = await signupUser(t.app);
    for (const days of [7, 30, 180]) {
      const missing = await put(player, { selfExclusionDays: days });
      expect([missing.statusCode, missing.json().message, missing.json().field]).toEqual([
        400,
        PAYMENT_MESSAGES.selfExclusionPasswordRequired,
        'loginPassword',
      ]);
    }
    const wrong = await put(player, { selfExclusionDays: 30, loginPassword: 'sai12345' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, SECURITY_MESSAGES.loginPasswordWrong]);
    expect((await get(player)).data.selfExcludedUntil).toBeNull();
    expect(await eventsOf(player)).toEqual([]);
    // A day needs nothing more, and is no security event.
    const day = await put(player, { selfExclusionDays: 1 });
    expect(day.statusCode).toBe(200);
    expect(await eventsOf(player)).toEqual([]);
  });

  it('with the password: applied, recorded, and heard on the player’s other pages', async () => {
    const player = await signupUser(t.app);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const notice = nextEvent<SecurityNotice>(socket, SECURITY_NOTICE_EVENT);
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(player.token),
      payload: { selfExclusionDays: 30, loginPassword: player.password },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    const until = response.json().data.selfExcludedUntil as string;
    const detail = `Đến ${formatVietnamDateTime(new Date(until))}`;
    expect(await notice).toEqual({
      kind: 'self_exclusion_set',
      detail,
      ip: '203.0.113.7',
      createdAt: expect.any(String),
      message: SECURITY_MESSAGES.notice(SECURITY_EVENT_LABELS.self_exclusion_set, '203.0.113.7'),
    });
    expect(await eventsOf(player)).toMatchObject([{ kind: 'self_exclusion_set', detail }]);
  });

  it('the password is checked 5 times per quarter hour; limit changes and short exclusions are not counted', async () => {
    const limited = await createTestApp({ rateLimitScale: 1 });
    try {
      const player = await signupUser(limited.app);
      const send = (payload: object) => limited.app.inject({ method: 'PUT', url: URL, headers: bearer(player.token), payload });
      for (let i = 0; i < 6; i += 1) expect((await send({ dailyDepositLimit: 100_000 + i })).statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await send({ selfExclusionDays: 7, loginPassword: 'sai12345' })).statusCode).toBe(400);
      const blocked = await send({ selfExclusionDays: 7, loginPassword: player.password });
      expect([blocked.statusCode, blocked.json().message]).toEqual([429, HTTP_MESSAGES.tooManyPasswordTries]);
      expect((await send({ selfExclusionDays: 1 })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/admin/users/:id/self-exclusion/lift', () => {
  let operator: SignedIn;
  beforeAll(async () => {
    operator = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  // With the operator's step-up for that player unless `stepUp` is false.
  const lift = async (as: SignedIn | null, userId: number | string, payload: unknown, stepUp = true) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/self-exclusion/lift`,
      headers: {
        ...(as ? as.headers : {}),
        ...(stepUp && typeof userId === 'number'
          ? await stepUpHeaders(t.db, await testOperatorId(t.db), TWO_FACTOR_ACTIONS.operatorAccess, STEP_UP_TARGETS.user(userId))
          : {}),
      },
      payload: payload as object,
    });

  it('an operator ends a self-exclusion with a reason: audited, and the player is told', async () => {
    const player = await signupUser(t.app);
    const until = (await put(player, { selfExclusionDays: 180, loginPassword: player.password })).json().data.selfExcludedUntil;
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const notice = nextEvent<SecurityNotice>(socket, SECURITY_NOTICE_EVENT);

    // A stolen console session alone cannot: without the operator's second-level password, nothing.
    const bare = await lift(operator, player.user.id, { reason: 'phiếu giả' }, false);
    expect([bare.statusCode, bare.json().message]).toEqual([403, TWO_FACTOR_MESSAGES.operatorStepUpNotSet]);
    expect((await get(player)).data.selfExcludedUntil).toBe(until);

    const response = await lift(operator, player.user.id, { reason: '  Phiếu hỗ trợ #4521: tài khoản bị chiếm, đã xác minh CCCD  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: PAYMENT_MESSAGES.selfExclusionLifted(player.username) });
    expect((await get(player)).data.selfExcludedUntil).toBeNull();
    expect((await deposit(player, 50_000)).statusCode).toBe(200);
    expect(await auditOf(t.db, `user:${player.user.id}`)).toEqual([
      {
        actorId: await testOperatorId(t.db),
        action: 'user.selfExclusionLift',
        before: { selfExcludedUntil: until },
        after: { selfExcludedUntil: null, reason: 'Phiếu hỗ trợ #4521: tài khoản bị chiếm, đã xác minh CCCD' },
      },
    ]);
    expect(await notice).toMatchObject({
      kind: 'self_exclusion_lifted',
      message: SECURITY_MESSAGES.notice(SECURITY_EVENT_LABELS.self_exclusion_lifted, null),
    });

    // Nothing left to lift.
    const again = await lift(operator, player.user.id, { reason: 'lần nữa' });
    expect([again.statusCode, again.json().message]).toEqual([409, PAYMENT_MESSAGES.liftNotExcluded]);
  });

  it('needs an operator and a reason; an unknown player is a Vietnamese 404', async () => {
    const player = await signupUser(t.app);
    await put(player, { selfExclusionDays: 7, loginPassword: player.password });
    expect((await lift(null, player.user.id, { reason: 'x' })).statusCode).toBe(401);
    const asPlayer = await lift(player, player.user.id, { reason: 'tự gỡ' });
    expect([asPlayer.statusCode, asPlayer.json().message]).toEqual([403, HTTP_MESSAGES.forbidden]);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 5 }]) {
      const response = await lift(operator, player.user.id, payload);
      expect([response.statusCode, response.json().message]).toEqual([400, PAYMENT_MESSAGES.liftReasonRequired]);
    }
    const long = await lift(operator, player.user.id, { reason: 'x'.repeat(501) });
    expect([long.statusCode, long.json().message]).toEqual([400, PAYMENT_MESSAGES.liftReasonTooLong]);
    const unknown = await lift(operator, 999_999_999, { reason: 'phiếu #1' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, PAYMENT_MESSAGES.liftUserNotFound]);
    expect((await lift(operator, 'abc', { reason: 'phiếu #1' })).statusCode).toBe(400);
    expect((await get(player)).data.selfExcludedUntil).not.toBeNull();
    expect(await auditOf(t.db, `user:${player.user.id}`)).toEqual([]);
  });
});

// The console has no screen for it: on the host, the CLI, behind the operator's second-level password.
describe('npm run admin -- self-exclusion-lift', () => {
  it('lifts it with the second-level password from the environment, and nothing without it', async () => {
    const host = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
    try {
      const apiUrl = `${await host.listen()}/api`;
      const cli = adminCli(() => apiUrl);
      const player = await signupUser(host.app);
      const set = await host.app.inject({
        method: 'PUT',
        url: URL,
        headers: player.headers,
        payload: { selfExclusionDays: 30, loginPassword: player.password },
      });
      expect(set.statusCode).toBe(200);
      const bare = await cli(['self-exclusion-lift', player.username, 'Phiếu', '#9'], { OPERATOR_SECOND_PASSWORD: '' });
      expect(bare).toMatchObject({ code: 1, err: expect.stringContaining('OPERATOR_SECOND_PASSWORD') });
      expect(await cli(['self-exclusion-lift', player.username])).toMatchObject({ code: 1, err: expect.stringContaining('Thiếu tham số') });
      const lifted = await cli(['self-exclusion-lift', player.username, 'Phiếu', '#9:', 'đã', 'xác', 'minh', 'CCCD']);
      expect(lifted).toMatchObject({ code: 0, out: PAYMENT_MESSAGES.selfExclusionLifted(player.username) });
      const after = await host.app.inject({ method: 'GET', url: URL, headers: player.headers });
      expect(after.json().data.selfExcludedUntil).toBeNull();
      expect((await auditOf(host.db, `user:${player.user.id}`))[0].after).toEqual({
        selfExcludedUntil: null,
        reason: 'Phiếu #9: đã xác minh CCCD',
      });
    } finally {
      await host.close();
    }
  });
});
