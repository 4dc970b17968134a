import {
  API_BASE,
  HTTP_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SESSION_HEADER,
  BANK_ACCOUNT_PATHS,
  DEPOSIT_PATHS,
  WITHDRAWAL_PATHS,
} from '@app/shared/contracts';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminCli } from '../../test-utils/admin-cli-harness';
import {
  PASSWORD,
  TEST_ADMIN,
  addOperator,
  connectSocket,
  createTestApp,
  loginUser,
  approveAs,
  newOperator,
  signupUser,
  sleep,
  testOperatorId,
  uniqueUsername,
  writeStepUpToken,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { balanceOf, createOrder, postWebhook, webhookBody } from '../../deposits/__tests__/deposit-helpers';

// What a stolen console session can do with an operator's session alone: nothing that creates
// money, sends players' deposits elsewhere, raises the limits or changes who can act. Each such
// request is refused with nothing changed and no audit entry; with a token of the operator's own
// second-level password, for that action and that row, it succeeds once, audited.
let t: TestApp;
let apiUrl: string;
let operatorId: number;
let admin: SignedIn;
// The second operator whose approval applies what the first one asks (maker-checker).
let checker: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  apiUrl = `${await t.listen()}/api`;
  operatorId = await testOperatorId(t.db);
  admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  checker = await newOperator(t.app);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object = {}, stepUp?: string) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { ...admin.headers, ...(stepUp ? { [TWO_FACTOR_SESSION_HEADER]: stepUp } : {}) },
    payload,
  });
const auditCount = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0].n);
const unspent = async (stepUpToken: string) =>
  (
    await t.db.query<{ used_at: Date | null }>(
      "SELECT used_at FROM two_factor_tokens WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [stepUpToken],
    )
  ).rows[0]?.used_at === null;
const money = (target: string) => writeStepUpToken(t.db, operatorId, TWO_FACTOR_ACTIONS.operatorMoney, target);
const settings = (target: string) => writeStepUpToken(t.db, operatorId, TWO_FACTOR_ACTIONS.operatorSettings, target);
const access = (target: string) => writeStepUpToken(t.db, operatorId, TWO_FACTOR_ACTIONS.operatorAccess, target);

// Without a token the answer says what to do; with one of the wrong kind, row or account, that it is
// not valid. Either way the same request with the right token then goes through.
async function expectRefusedWithoutRightToken(
  attempt: (stepUp?: string) => Promise<{ statusCode: number; json: () => { message?: string; code?: string } }>,
  wrongTokens: string[],
  unchanged: () => Promise<void>,
) {
  const audits = await auditCount();
  const bare = await attempt();
  expect([bare.statusCode, bare.json().message]).toEqual([403, TWO_FACTOR_MESSAGES.operatorStepUpRequired]);
  for (const wrong of [...wrongTokens, 'f'.repeat(64)]) {
    const refused = await attempt(wrong);
    expect([refused.statusCode, refused.json().message]).toEqual([400, TWO_FACTOR_MESSAGES.tokenInvalid]);
  }
  await unchanged();
  expect(await auditCount()).toBe(audits);
}

describe('an operator’s money actions need their second-level password, bound to the row', () => {
  it('confirming a deposit order by hand: nothing without the token; with it, a request a second operator applies once', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 500_000);
    const other = await createOrder(t.app, (await signupUser(t.app)).token, 100_000);
    const path = `/admin/deposits/${order.orderId}/confirm`;
    await expectRefusedWithoutRightToken(
      (stepUp) => send('POST', path, {}, stepUp),
      [
        await money(STEP_UP_TARGETS.depositOrder(other.orderId)),
        await settings(STEP_UP_TARGETS.depositOrder(order.orderId)),
        await writeStepUpToken(t.db, player.user.id, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.depositOrder(order.orderId)),
      ],
      async () => {
        expect(await balanceOf(t.app, player.user.id)).toBe(0);
        const { rows } = await t.db.query<{ status: string }>('SELECT status FROM deposit_orders WHERE id = $1', [order.orderId]);
        expect(rows[0].status).toBe('PENDING');
      },
    );

    const right = await money(STEP_UP_TARGETS.depositOrder(order.orderId));
    const asked = await send('POST', path, {}, right);
    expect(asked.statusCode).toBe(202);
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    // Spent: the same token again is refused; a second token while the request waits (409) stays unspent.
    expect((await send('POST', path, {}, right)).statusCode).toBe(400);
    const again = await money(STEP_UP_TARGETS.depositOrder(order.orderId));
    expect((await send('POST', path, {}, again)).statusCode).toBe(409);
    expect(await unspent(again)).toBe(true);
    const approved = await approveAs(t.app, checker, asked.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorMoney);
    expect(approved.statusCode).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(500_000);
    // Handled now: a further request is refused (409) and its token stays unspent.
    expect((await send('POST', path, {}, again)).statusCode).toBe(409);
    expect(await unspent(again)).toBe(true);
    expect(await balanceOf(t.app, player.user.id)).toBe(500_000);
  });

  it('assigning a stray transfer: refused without the token, never to an operator, credited once with it', async () => {
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: 'chuyen khoan khong ma', amount: 150_000 }));
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM bank_transfers WHERE status = 'UNMATCHED' ORDER BY id DESC LIMIT 1");
    const transferId = Number(rows[0].id);
    const player = await signupUser(t.app);
    const path = `/admin/unmatched-transfers/${transferId}/assign`;
    await expectRefusedWithoutRightToken(
      (stepUp) => send('POST', path, { userId: player.user.id }, stepUp),
      [await money(STEP_UP_TARGETS.bankTransfer(transferId + 1))],
      async () => expect(await balanceOf(t.app, player.user.id)).toBe(0),
    );
    // The operator's own account is no target: it holds no wallet (and its token stays unspent).
    const toSelf = await money(STEP_UP_TARGETS.bankTransfer(transferId));
    expect((await send('POST', path, { userId: operatorId }, toSelf)).statusCode).toBe(404);
    expect(await unspent(toSelf)).toBe(true);
    expect((await send('POST', path, { userId: player.user.id }, toSelf)).statusCode).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(150_000);
  });
});

describe('settings that decide where money goes, and how much', () => {
  it('a receiving account’s number or owner: unchanged without the token, and only with a second operator', async () => {
    const created = await send(
      'POST',
      '/admin/vendor-cards',
      { bankCode: 'ACB', accountNumber: '80808080', accountName: 'CONG TY THAT' },
      await settings(STEP_UP_TARGETS.vendorCard(null)),
    );
    expect(created.statusCode).toBe(202);
    expect((await approveAs(t.app, checker, created.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorSettings)).statusCode).toBe(
      200,
    );
    const card = (await t.db.query<{ id: number }>("SELECT id FROM vendor_cards WHERE account_number = '80808080'")).rows.map((row) => ({
      id: Number(row.id),
    }))[0];
    const read = async () =>
      (await t.db.query<{ account_number: string; account_name: string }>('SELECT * FROM vendor_cards WHERE id = $1', [card.id])).rows[0];
    const path = `/admin/vendor-cards/${card.id}`;
    const redirect = { accountNumber: '999888777666', accountName: 'KE GIAN' };
    await expectRefusedWithoutRightToken(
      (stepUp) => send('PUT', path, redirect, stepUp),
      [await settings(STEP_UP_TARGETS.vendorCard(card.id + 1)), await settings(STEP_UP_TARGETS.vendorCard(null))],
      async () => expect(await read()).toMatchObject({ account_number: '80808080', account_name: 'CONG TY THAT' }),
    );
    // With the token the new number waits for the second operator; pausing applies at once.
    const redirected = await send('PUT', path, redirect, await settings(STEP_UP_TARGETS.vendorCard(card.id)));
    expect(redirected.statusCode).toBe(202);
    expect(await read()).toMatchObject({ account_number: '80808080', account_name: 'CONG TY THAT' });
    expect((await send('PUT', path, { isActive: false }, await settings(STEP_UP_TARGETS.vendorCard(card.id)))).statusCode).toBe(200);
    // A new account needs its own token too.
    const bare = await send('POST', '/admin/vendor-cards', { bankCode: 'ACB', accountNumber: '70707070', accountName: 'CONG TY KHAC' });
    expect(bare.statusCode).toBe(403);
  });

  it('the deposit maximum and a game’s bet limits: unchanged without the token', async () => {
    const max = async () =>
      (await t.db.query<{ value: string }>("SELECT value FROM system_configs WHERE id = 'deposit_max_amount'")).rows[0].value;
    const before = await max();
    await expectRefusedWithoutRightToken(
      (stepUp) => send('PUT', '/admin/configs/deposit_max_amount', { value: '100000000000' }, stepUp),
      [await settings(STEP_UP_TARGETS.config('deposit_min_amount'))],
      async () => expect(await max()).toBe(before),
    );
    const limits = async () => (await t.db.query<{ max_bet: number }>("SELECT * FROM game_configs WHERE game = 'taixiu'")).rows[0];
    const limitsBefore = await limits();
    await expectRefusedWithoutRightToken(
      (stepUp) => send('PUT', '/admin/games/taixiu/config', { maxBet: 40_000_000 }, stepUp),
      [await settings(STEP_UP_TARGETS.gameConfig('xocdia'))],
      async () => expect(await limits()).toEqual(limitsBefore),
    );
    const saved = await send(
      'PUT',
      '/admin/configs/deposit_max_amount',
      { value: before },
      await settings(STEP_UP_TARGETS.config('deposit_max_amount')),
    );
    expect(saved.statusCode).toBe(200);
  });
});

describe('who can act', () => {
  it('a new operator: no HTTP route makes one, whatever the token (only the host does)', async () => {
    const username = uniqueUsername('op');
    const made = await send('POST', '/admin/operators', { username, password: PASSWORD }, await access(`operator:${username}`));
    expect(made.statusCode).toBe(404);
    expect((await t.db.query('SELECT 1 FROM users WHERE username = $1', [username])).rows).toHaveLength(0);
  });

  it('a ban and an unban: the player is untouched without the token', async () => {
    const player = await signupUser(t.app);
    const banned = async () =>
      (await t.db.query<{ banned_at: Date | null }>('SELECT banned_at FROM users WHERE id = $1', [player.user.id])).rows[0].banned_at !==
      null;
    await expectRefusedWithoutRightToken(
      (stepUp) => send('POST', `/admin/users/${player.user.id}/ban`, { reason: 'x' }, stepUp),
      [await access(STEP_UP_TARGETS.user(player.user.id + 1))],
      async () => expect(await banned()).toBe(false),
    );
    expect(
      (await send('POST', `/admin/users/${player.user.id}/ban`, {}, await access(STEP_UP_TARGETS.user(player.user.id)))).statusCode,
    ).toBe(200);
    const unban = await send('POST', `/admin/users/${player.user.id}/unban`);
    expect(unban.statusCode).toBe(403);
    expect(await banned()).toBe(true);
  });

  it('an operator is no player: never listed, never banned from the console, no profile', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/admin/users?username=${TEST_ADMIN.username}`,
      headers: admin.headers,
    });
    expect(listed.json().data.users.map((u: { role: string }) => u.role)).not.toContain('admin');
    const { id } = await addOperator(t.app, 'admin');
    const ban = await send('POST', `/admin/users/${id}/ban`, {}, await access(STEP_UP_TARGETS.user(id)));
    expect([ban.statusCode, ban.json().message]).toEqual([400, ADMIN_MESSAGES.notAPlayer]);
    const profile = await t.app.inject({ method: 'GET', url: `${API_BASE}/admin/users/${id}/profile`, headers: admin.headers });
    expect(profile.statusCode).toBe(404);
  });
});

describe('the token itself', () => {
  it('is an operator’s only, needs its row, and comes from the right second-level password', async () => {
    const validate = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/core/users/2fa/validate', headers, payload });
    const player = await signupUser(t.app);
    const asPlayer = await validate(player.headers, {
      secondaryPassword: 'whatever1',
      action: TWO_FACTOR_ACTIONS.operatorMoney,
      target: 'x',
    });
    expect([asPlayer.statusCode, asPlayer.json().message]).toEqual([403, TWO_FACTOR_MESSAGES.operatorOnly]);
    const noTarget = await validate(admin.headers, {
      secondaryPassword: TEST_ADMIN.secondPassword,
      action: TWO_FACTOR_ACTIONS.operatorMoney,
    });
    expect([noTarget.statusCode, noTarget.json().message]).toEqual([400, TWO_FACTOR_MESSAGES.targetRequired]);
    const tooLong = await validate(admin.headers, {
      secondaryPassword: TEST_ADMIN.secondPassword,
      action: TWO_FACTOR_ACTIONS.operatorMoney,
      target: 'x'.repeat(200),
    });
    expect(tooLong.statusCode).toBe(400);
    const wrong = await validate(admin.headers, {
      secondaryPassword: 'Sai-mat-khau-1',
      action: TWO_FACTOR_ACTIONS.operatorSettings,
      target: 'config:prefix_order',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, TWO_FACTOR_MESSAGES.wrong]);

    // The whole path as the console takes it: the password, then the change with its token.
    const issued = await validate(admin.headers, {
      secondaryPassword: TEST_ADMIN.secondPassword,
      action: TWO_FACTOR_ACTIONS.operatorSettings,
      target: STEP_UP_TARGETS.config('prefix_order'),
    });
    expect(issued.statusCode).toBe(200);
    const saved = await send('PUT', '/admin/configs/prefix_order', { value: 'HD' }, issued.json().data.sessionId);
    expect(saved.statusCode).toBe(200);
  });
});

describe('an operator’s account holds no wallet', () => {
  it('cannot deposit, bet, add a bank account or withdraw', async () => {
    const refusals = [
      ['POST', DEPOSIT_PATHS.generateQr, { vendorId: 1, amount: 100_000 }],
      ['POST', BANK_ACCOUNT_PATHS.list, { bankCode: 'ACB', accountNumber: '12345678', accountName: 'A' }],
      ['POST', WITHDRAWAL_PATHS.list, { bankAccountId: 1, amount: 100_000 }],
      ['POST', '/game-taixiu/bet', { sessionId: 1, side: 'tai', amount: 10_000 }],
      ['GET', '/game-taixiu/csrf-token', undefined],
      ['PUT', '/core/responsible-gaming', { dailyDepositLimit: 1_000_000 }],
    ] as const;
    for (const [method, path, payload] of refusals) {
      const response = await t.app.inject({ method, url: `${API_BASE}${path}`, headers: admin.headers, ...(payload ? { payload } : {}) });
      expect([path, response.statusCode, response.json().message]).toEqual([path, 403, HTTP_MESSAGES.operatorHoldsNoWallet]);
    }
  });
});

describe('an operator does not sit at a table', () => {
  it('join_game from an operator’s socket joins no game room', async () => {
    const socket = await connectSocket(apiUrl.replace(/\/api$/, ''), admin);
    try {
      socket.emit('join_game', { gameType: 'taixiu' });
      await sleep(200);
      const seated = (await t.app.io.in('game_taixiu').fetchSockets()).filter((s) => s.data.auth.userId === operatorId);
      expect(seated).toHaveLength(0);
    } finally {
      socket.close();
    }
  });
});

describe('the CLI', () => {
  it('asks for the token with OPERATOR_SECOND_PASSWORD; without it, or with a wrong one, nothing changes', async () => {
    const cli = adminCli(() => apiUrl);
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 200_000);
    const without = await cli(['deposit-confirm', String(order.orderId)], { OPERATOR_SECOND_PASSWORD: '' });
    expect(without.code).toBe(1);
    expect(without.err).toContain('OPERATOR_SECOND_PASSWORD');
    const wrong = await cli(['deposit-confirm', String(order.orderId)], { OPERATOR_SECOND_PASSWORD: 'Sai-mat-khau-1' });
    expect(wrong).toMatchObject({ code: 1, err: `Lỗi: ${TWO_FACTOR_MESSAGES.wrong}` });
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    const asked = await cli(['deposit-confirm', String(order.orderId)]);
    expect(asked.code).toBe(0);
    expect(asked.out).toContain('Cần một quản trị viên khác duyệt');
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    // Each command signed in as the suite's operator, ending the suite's session: a fresh one.
    admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  });
});
