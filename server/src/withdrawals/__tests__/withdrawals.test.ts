import type { Socket } from 'socket.io-client';
import {
  HTTP_MESSAGES,
  PAYMENT_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SESSION_HEADER,
  WITHDRAWAL_MESSAGES,
} from '@app/shared/contracts';
import {
  TEST_ADMIN,
  auditOf,
  bearer,
  connectSocket,
  createTestApp,
  loginUser,
  nextEvent,
  reviewHeaders,
  signupUser,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { ROUTE_INPUT_MESSAGES } from '../../http/route-inputs';
import { hashToken } from '../../two-factor/two-factor-store';
import { API, balanceOfUser, fund, insertToken, ledgerOk, newBankAccountId, withdraw } from './withdrawal-fixtures';

let t: TestApp;
let baseUrl: string;
let adminHeaders: Record<string, string>;
let adminId: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  adminHeaders = admin.headers;
  adminId = admin.user.id;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...adminHeaders, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
// An operator's decision with a fresh token of their second-level password, bound to the withdrawal.
const decide = async (id: number, verb: 'approve' | 'reject', body: object) =>
  asAdmin('POST', `/api/admin/withdrawals/${id}/${verb}`, body, await reviewHeaders(t.db, adminId, id));

interface Funded {
  player: SignedIn;
  accountId: number;
  request: (amount: unknown, extra?: object) => Promise<ReturnType<typeof withdraw> extends Promise<infer R> ? R : never>;
}

// A player with a balance, a bank account, and a helper that asks for a withdrawal with a fresh token.
async function fundedPlayer(balance = 1_000_000): Promise<Funded> {
  const player = await signupUser(t.app);
  if (balance > 0) await fund(t.db, player.user.id, balance);
  const accountId = await newBankAccountId(t.app, player.token);
  return {
    player,
    accountId,
    request: async (amount, extra = {}) =>
      withdraw(t.app, player.token, {
        bankAccountId: accountId,
        amount,
        twoFactor: {
          sessionId: await insertToken(t.db, player.user.id),
          action: 'user_withdraw',
          userId: 0,
          userAgent: 'x',
          ipAddress: 'x',
        },
        ...extra,
      }),
  };
}

describe('POST u/withdrawals', () => {
  it('holds the amount at once and answers 201 with the withdrawal; the ledger stays balanced', async () => {
    const { player, accountId, request } = await fundedPlayer(500_000);
    const response = await request(200_000);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      code: 0,
      statusCode: 201,
      message: PAYMENT_MESSAGES.withdrawalCreated,
      data: {
        id: expect.any(Number),
        userId: player.user.id,
        bankAccountId: accountId,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        accountNumber: expect.stringMatching(/^\d+$/),
        accountName: 'NGUYEN VAN AN',
        amount: 200_000,
        status: 'PENDING',
        adminNote: null,
        rejectReason: null,
        processedAt: null,
        transactionRef: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(await balanceOfUser(t.db, player.user.id)).toBe(300_000);
    const id = response.json().data.id;
    const { rows } = await t.db.query<{ kind: string; reference: string; idempotency_key: string }>(
      'SELECT kind, reference, idempotency_key FROM transfers WHERE reference = $1',
      [`withdrawal:${id}`],
    );
    expect(rows).toEqual([{ kind: 'withdrawal_hold', reference: `withdrawal:${id}`, idempotency_key: `withdrawal-hold:${id}` }]);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });

  it('takes bank_account_id as an alias', async () => {
    const { player, accountId } = await fundedPlayer(100_000);
    const stepUpToken = await insertToken(t.db, player.user.id);
    const response = await withdraw(t.app, player.token, {
      bank_account_id: accountId,
      amount: 10_000,
      twoFactor: { sessionId: stepUpToken },
    });
    expect(response.statusCode).toBe(201);
  });

  it('sends balanceUpdate to the player’s socket', async () => {
    const { player, request } = await fundedPlayer(300_000);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const update = nextEvent<{ balance: number }>(socket, 'balanceUpdate');
    expect((await request(100_000)).statusCode).toBe(201);
    expect(await update).toEqual({ balance: 200_000 });
  });

  it('checks the amount against the configs and the balance; a refusal does not spend the token', async () => {
    const { player, accountId, request } = await fundedPlayer(150_000);
    expect((await request(9_999)).json()).toMatchObject({ code: 400, message: PAYMENT_MESSAGES.withdrawMin(10_000), field: 'amount' });
    expect((await request(100_000_001)).json().message).toBe(PAYMENT_MESSAGES.withdrawMax(100_000_000));
    const above = await request(150_001);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(PAYMENT_MESSAGES.aboveBalance('150.000\u00a0đ'));

    await t.db.query(`UPDATE system_configs SET value = '200000' WHERE id = 'deposit_min_amount'`);
    try {
      expect((await request(150_000)).json().message).toBe(PAYMENT_MESSAGES.withdrawMin(200_000));
    } finally {
      await t.db.query(`UPDATE system_configs SET value = '10000' WHERE id = 'deposit_min_amount'`);
    }

    // The limits are checked first: a token that is no good does not hide them.
    const noToken = await withdraw(t.app, player.token, {
      bankAccountId: accountId,
      amount: 9_999,
      twoFactor: { sessionId: 'x'.repeat(64) },
    });
    expect(noToken.json()).toMatchObject({ code: 400, message: PAYMENT_MESSAGES.withdrawMin(10_000), field: 'amount' });

    // Refused for the amount: the same token then works for a right amount.
    const stepUpToken = await insertToken(t.db, player.user.id);
    const tooMuch = await withdraw(t.app, player.token, {
      bankAccountId: accountId,
      amount: 999_999,
      twoFactor: { sessionId: stepUpToken },
    });
    expect(tooMuch.statusCode).toBe(400);
    const retried = await withdraw(t.app, player.token, {
      bankAccountId: accountId,
      amount: 150_000,
      twoFactor: { sessionId: stepUpToken },
    });
    expect(retried.statusCode).toBe(201);
    expect(await balanceOfUser(t.db, player.user.id)).toBe(0);
    expect((await request(10_000)).json().message).toBe(PAYMENT_MESSAGES.balanceInvalid);
  });

  it('answers a copy sent again with its key as the withdrawal the first made, and refuses the key for another', async () => {
    const { player, accountId } = await fundedPlayer(500_000);
    const stepUpToken = await insertToken(t.db, player.user.id);
    const body = { bankAccountId: accountId, amount: 120_000, twoFactor: { sessionId: stepUpToken }, idempotencyKey: 'wd-1a2b3c' };
    const first = await withdraw(t.app, player.token, body);
    expect(first.statusCode).toBe(201);
    // The answer was lost; the page sends the same request again (its token is spent by now).
    const again = await withdraw(t.app, player.token, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await balanceOfUser(t.db, player.user.id)).toBe(380_000);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [player.user.id]);
    expect(rows[0].n).toBe(1);

    const other = await withdraw(t.app, player.token, {
      ...body,
      amount: 130_000,
      twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, message: PAYMENT_MESSAGES.withdrawalKeyReused });
    expect(await balanceOfUser(t.db, player.user.id)).toBe(380_000);

    const bad = await withdraw(t.app, player.token, { ...body, idempotencyKey: 'có dấu' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyInvalid);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });

  it('refuses an inactive account, another player’s account, and a missing token', async () => {
    const { player, accountId, request } = await fundedPlayer(100_000);
    const other = await fundedPlayer(100_000);
    await t.app.inject({
      method: 'PUT',
      url: `${API}/u/user-bank-accounts/${accountId}`,
      headers: bearer(player.token),
      payload: { isActive: false },
    });
    expect((await request(10_000)).json()).toMatchObject({ code: 400, message: PAYMENT_MESSAGES.accountInactive });

    const foreign = await withdraw(t.app, player.token, {
      bankAccountId: other.accountId,
      amount: 10_000,
      twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PAYMENT_MESSAGES.accountNotFound);

    const noToken = await withdraw(t.app, player.token, { bankAccountId: accountId, amount: 10_000 });
    expect(noToken.json().message).toBe(TWO_FACTOR_MESSAGES.tokenMissing);
    const emptyToken = await withdraw(t.app, player.token, { bankAccountId: accountId, amount: 10_000, twoFactor: { sessionId: '' } });
    expect(emptyToken.json().message).toBe(TWO_FACTOR_MESSAGES.tokenMissing);
    expect(await balanceOfUser(t.db, player.user.id)).toBe(100_000);
  });

  it('answers a Vietnamese 4xx, never a 5xx, for any garbage', async () => {
    const { player, accountId, request } = await fundedPlayer(100_000);
    const amounts: unknown[] = [
      '10000',
      10_000.5,
      -10_000,
      0,
      null,
      1e300,
      Number.MAX_SAFE_INTEGER + 2,
      [10_000],
      { n: 1 },
      true,
      'abc',
      9.999e15,
    ];
    for (const amount of amounts) {
      const response = await request(amount);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ data: null, success: false, message: expect.any(String) });
    }
    const bodies: unknown[] = [
      null,
      [],
      'x',
      {},
      { bankAccountId: 'abc', amount: 10_000, twoFactor: {} },
      { bankAccountId: -1, amount: 10_000, twoFactor: { sessionId: 'x' } },
      { bankAccountId: 1.5, amount: 10_000, twoFactor: { sessionId: 'x' } },
      { bankAccountId: 99_999_999_999, amount: 10_000, twoFactor: { sessionId: 'x' } },
      { bankAccountId: accountId, amount: 10_000, twoFactor: 'x' },
      { bankAccountId: accountId, amount: 10_000, twoFactor: { sessionId: 123 } },
      { bankAccountId: accountId, amount: 10_000, twoFactor: { sessionId: 'x'.repeat(201) } },
      { bankAccountId: accountId, amount: 10_000, twoFactor: { sessionId: 'a\u0000b' } },
      { bankAccountId: accountId, amount: 10_000, twoFactor: { sessionId: 'x' }, extra: 1 },
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/u/withdrawals`,
        headers: { ...bearer(player.token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: expect.any(Number) });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
    const noBody = await t.app.inject({ method: 'POST', url: `${API}/u/withdrawals`, headers: bearer(player.token) });
    expect(noBody.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: `${API}/u/withdrawals`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await balanceOfUser(t.db, player.user.id)).toBe(100_000);
  });
});

describe('GET u/withdrawals', () => {
  it('pages the player’s own withdrawals, newest first', async () => {
    const { player, request } = await fundedPlayer(1_000_000);
    await fundedPlayer(1_000_000).then((other) => other.request(10_000));
    const ids: number[] = [];
    for (const amount of [10_000, 20_000, 30_000]) ids.push((await request(amount)).json().data.id);
    const get = (query: string) => t.app.inject({ method: 'GET', url: `${API}/u/withdrawals${query}`, headers: bearer(player.token) });

    const first = await get('?page=1&size=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0, statusCode: 200, data: { page: 1, size: 2, total: 3 } });
    expect(first.json().data.items.map((w: { id: number }) => w.id)).toEqual([ids[2], ids[1]]);
    expect((await get('?page=2&size=2')).json().data.items.map((w: { id: number }) => w.id)).toEqual([ids[0]]);
    expect((await get('')).json().data).toMatchObject({ page: 1, size: 10, total: 3 });
    expect((await get('?page=&size=')).json().data).toMatchObject({ page: 1, size: 10, total: 3 });
    for (const bad of ['?page=0', '?page=-1', '?size=1000', '?page=abc', '?size=1.5', '?page=1&page=2']) {
      const response = await get(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(bad.startsWith('?size') ? ROUTE_INPUT_MESSAGES.sizeInvalid : ROUTE_INPUT_MESSAGES.pageInvalid);
    }
  });
});

describe('operator review', () => {
  it('approves: hold → external with the bank reference; the player hears withdrawal_status_update', async () => {
    const { player, request } = await fundedPlayer(400_000);
    const id = (await request(250_000)).json().data.id;
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const event = nextEvent(socket, 'withdrawal_status_update');

    const before = (await asAdmin('GET', `${API}/admin/balance`)).json().data;
    const response = await decide(id, 'approve', { transactionRef: ' FT2405XYZ ', note: 'đã chuyển' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: WITHDRAWAL_MESSAGES.approved(id),
      data: { id, status: 'APPROVED', transactionRef: 'FT2405XYZ', adminNote: 'đã chuyển', processedAt: expect.any(String) },
    });
    expect(await event).toEqual({
      withdrawalId: id,
      status: 'APPROVED',
      amount: 250_000,
      message: 'Yêu cầu rút 250.000\u00a0đ đã được duyệt, tiền đã được chuyển vào tài khoản ngân hàng của bạn',
      reason: null,
    });
    expect(await balanceOfUser(t.db, player.user.id)).toBe(150_000);
    const after = (await asAdmin('GET', `${API}/admin/balance`)).json().data;
    expect(after.accounts.external - before.accounts.external).toBe(250_000);
    expect(after.accounts.withdrawal_hold - before.accounts.withdrawal_hold).toBe(-250_000);

    const { rows } = await t.db.query<{ processed_by: number }>('SELECT processed_by FROM withdrawals WHERE id = $1', [id]);
    expect(rows[0].processed_by).toBe(adminId);

    const twice = await decide(id, 'approve', { transactionRef: 'FT2' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, message: PAYMENT_MESSAGES.alreadyProcessed });
    const rejectAfter = await decide(id, 'reject', { reason: 'muộn' });
    expect(rejectAfter.statusCode).toBe(409);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
    // One audit entry, written with the approval; the refused attempts after it left none.
    expect(await auditOf(t.db, `withdrawal:${id}`)).toEqual([
      {
        actorId: adminId,
        action: 'withdrawal.approve',
        before: expect.objectContaining({ id, status: 'PENDING', amount: 250_000 }),
        after: expect.objectContaining({ id, status: 'APPROVED', transactionRef: 'FT2405XYZ' }),
      },
    ]);
  });

  it('rejects: the money returns to the wallet with balanceUpdate and the reason', async () => {
    const { player, request } = await fundedPlayer(400_000);
    const id = (await request(100_000)).json().data.id;
    expect(await balanceOfUser(t.db, player.user.id)).toBe(300_000);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const status = nextEvent(socket, 'withdrawal_status_update');
    const balance = nextEvent(socket, 'balanceUpdate');

    const response = await decide(id, 'reject', { reason: 'Sai thông tin tài khoản' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'REJECTED', rejectReason: 'Sai thông tin tài khoản' });
    expect(await status).toEqual({
      withdrawalId: id,
      status: 'REJECTED',
      amount: 100_000,
      message: WITHDRAWAL_MESSAGES.playerRejected('100.000\u00a0đ', 'Sai thông tin tài khoản'),
      reason: 'Sai thông tin tài khoản',
    });
    expect(await balance).toEqual({ balance: 400_000 });
    const { rows } = await t.db.query<{ kind: string; idempotency_key: string }>(
      'SELECT kind, idempotency_key FROM transfers WHERE reference = $1 ORDER BY id',
      [`withdrawal:${id}`],
    );
    expect(rows).toEqual([
      { kind: 'withdrawal_hold', idempotency_key: `withdrawal-hold:${id}` },
      { kind: 'withdrawal_refund', idempotency_key: `withdrawal-refund:${id}` },
    ]);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
    expect(await auditOf(t.db, `withdrawal:${id}`)).toEqual([
      {
        actorId: adminId,
        action: 'withdrawal.reject',
        before: expect.objectContaining({ status: 'PENDING' }),
        after: expect.objectContaining({ status: 'REJECTED', rejectReason: 'Sai thông tin tài khoản' }),
      },
    ]);
  });

  it('approve and reject racing on one withdrawal: exactly one wins, money moves once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { player, request } = await fundedPlayer(100_000);
      const id = (await request(60_000)).json().data.id;
      const [approve, reject, approve2] = await Promise.all([
        decide(id, 'approve', { transactionRef: 'FT1' }),
        decide(id, 'reject', { reason: 'x' }),
        decide(id, 'approve', { transactionRef: 'FT2' }),
      ]);
      const codes = [approve.statusCode, reject.statusCode, approve2.statusCode];
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE reference = $1', [
        `withdrawal:${id}`,
      ]);
      expect(rows[0].n).toBe(2);
      expect(await balanceOfUser(t.db, player.user.id)).toBe(reject.statusCode === 200 ? 100_000 : 40_000);
      // The winner's entry only: the two refused left none.
      const audit = await auditOf(t.db, `withdrawal:${id}`);
      expect(audit.map((entry) => entry.action)).toEqual([reject.statusCode === 200 ? 'withdrawal.reject' : 'withdrawal.approve']);
    }
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });

  it('lists withdrawals with the username, by status, and validates input', async () => {
    const { player, request } = await fundedPlayer(100_000);
    const id = (await request(10_000)).json().data.id;
    const pending = await asAdmin('GET', '/api/admin/withdrawals?status=pending&size=100');
    expect(pending.statusCode).toBe(200);
    const item = pending.json().data.items.find((w: { id: number }) => w.id === id);
    expect(item).toMatchObject({ id, username: player.username, status: 'PENDING', processedBy: null });
    expect(pending.json().data.items.every((w: { status: string }) => w.status === 'PENDING')).toBe(true);
    // The pending queue is oldest first; every other list newest first.
    const second = (await request(10_000)).json().data.id;
    const queue = (await asAdmin('GET', '/api/admin/withdrawals?status=PENDING&size=100'))
      .json()
      .data.items.map((w: { id: number }) => w.id);
    expect(queue.indexOf(id)).toBeLessThan(queue.indexOf(second));
    expect(queue).toEqual([...queue].sort((a: number, b: number) => a - b));
    const all = (await asAdmin('GET', '/api/admin/withdrawals?size=100')).json().data.items.map((w: { id: number }) => w.id);
    expect(all).toEqual([...all].sort((a: number, b: number) => b - a));
    expect((await asAdmin('GET', '/api/admin/withdrawals')).json().data.total).toBeGreaterThan(0);
    expect((await asAdmin('GET', '/api/admin/withdrawals?status=LOST')).json().message).toBe(WITHDRAWAL_MESSAGES.statusInvalid);

    for (const [path, body, status, message] of [
      [`${id}/approve`, {}, 400, WITHDRAWAL_MESSAGES.transactionRefRequired],
      [`${id}/approve`, { transactionRef: '   ' }, 400, WITHDRAWAL_MESSAGES.transactionRefRequired],
      [`${id}/approve`, { transactionRef: 'x'.repeat(65) }, 400, WITHDRAWAL_MESSAGES.transactionRefTooLong],
      [`${id}/approve`, { transactionRef: 42 }, 400, WITHDRAWAL_MESSAGES.transactionRefRequired],
      [`${id}/reject`, {}, 400, WITHDRAWAL_MESSAGES.rejectReasonRequired],
      [`${id}/reject`, { reason: null }, 400, WITHDRAWAL_MESSAGES.rejectReasonRequired],
      ['999999999/approve', { transactionRef: 'FT' }, 404, PAYMENT_MESSAGES.withdrawalNotFound],
      ['abc/reject', { reason: 'x' }, 404, PAYMENT_MESSAGES.withdrawalNotFound],
      ['99999999999999999999/reject', { reason: 'x' }, 404, PAYMENT_MESSAGES.withdrawalNotFound],
    ] as const) {
      const [target, verb] = path.split('/') as [string, 'approve' | 'reject'];
      // An id the route cannot read is refused before any token is looked at.
      const response = Number.isSafeInteger(Number(target))
        ? await decide(Number(target), verb, body)
        : await asAdmin('POST', `/api/admin/withdrawals/${path}`, body);
      expect({ path, status: response.statusCode, message: response.json().message }).toEqual({ path, status, message });
    }
  });

  it('is for operators only', async () => {
    const { player, request } = await fundedPlayer(100_000);
    const id = (await request(10_000)).json().data.id;
    for (const [method, url] of [
      ['GET', '/api/admin/withdrawals'],
      ['POST', `/api/admin/withdrawals/${id}/approve`],
      ['POST', `/api/admin/withdrawals/${id}/reject`],
      ['GET', `${API}/admin/balance`],
    ] as const) {
      const asPlayer = await t.app.inject({
        method,
        url,
        headers: bearer(player.token),
        payload: method === 'POST' ? { reason: 'x', transactionRef: 'x' } : undefined,
      });
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json().message).toBe(HTTP_MESSAGES.forbidden);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('the operator’s second-level password on a decision', () => {
  const url = (id: number | string, verb: 'approve' | 'reject') => `/api/admin/withdrawals/${id}/${verb}`;
  const BODIES = { approve: { transactionRef: 'FT9' }, reject: { reason: 'Sai tên' } } as const;
  const VERBS = ['approve', 'reject'] as const;
  const INVALID = { success: false, error: 'TWO_FACTOR_TOKEN_INVALID', message: TWO_FACTOR_MESSAGES.tokenInvalid, field: 'twoFactor' };
  const header = (token: string) => ({ [TWO_FACTOR_SESSION_HEADER]: token });

  async function pending(amount = 100_000) {
    const funded = await fundedPlayer(300_000);
    const id = (await funded.request(amount)).json().data.id as number;
    return { ...funded, id };
  }

  // What a refused decision must leave: the withdrawal pending, the money held, no audit entry.
  async function expectUntouched(withdrawal: Awaited<ReturnType<typeof pending>>) {
    const { rows } = await t.db.query<{ status: string; processed_by: number | null; n: number }>(
      `SELECT status, processed_by, (SELECT count(*)::int FROM transfers WHERE reference = $2) AS n FROM withdrawals WHERE id = $1`,
      [withdrawal.id, `withdrawal:${withdrawal.id}`],
    );
    expect(rows[0]).toEqual({ status: 'PENDING', processed_by: null, n: 1 });
    expect(await balanceOfUser(t.db, withdrawal.player.user.id)).toBe(200_000);
    expect(await auditOf(t.db, `withdrawal:${withdrawal.id}`)).toEqual([]);
  }

  // Whether the token a header carries is still there to be spent.
  async function unspent(headers: Record<string, string>): Promise<boolean> {
    const { rows } = await t.db.query<{ unspent: boolean }>(
      'SELECT used_at IS NULL AS unspent FROM two_factor_tokens WHERE token_hash = $1',
      [hashToken(headers[TWO_FACTOR_SESSION_HEADER])],
    );
    return rows[0].unspent;
  }

  it('without a token the operator is told to set the password, then to verify it; the console’s way decides once', async () => {
    const w = await pending();
    for (const verb of VERBS) {
      const response = await asAdmin('POST', url(w.id, verb), BODIES[verb]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error: 'TWO_FACTOR_NOT_SET',
        message: WITHDRAWAL_MESSAGES.reviewStepUpNotSet,
        field: 'twoFactor',
      });
    }
    await expectUntouched(w);

    const setup = await asAdmin('POST', '/api/core/setup-two-factor-password', {
      newPassword: TEST_ADMIN.secondPassword,
      loginPassword: TEST_ADMIN.password,
    });
    expect(setup.statusCode).toBe(200);
    // No header, or one not shaped like a token, is no token.
    for (const headers of [{}, header(''), header('x'.repeat(201))]) {
      for (const verb of VERBS) {
        const response = await asAdmin('POST', url(w.id, verb), BODIES[verb], headers);
        expect({ headers, verb, status: response.statusCode, body: response.json() }).toEqual({
          headers,
          verb,
          status: 403,
          body: { success: false, error: 'STEP_UP_REQUIRED', message: WITHDRAWAL_MESSAGES.reviewStepUpRequired, field: 'twoFactor' },
        });
      }
    }
    await expectUntouched(w);

    // The console's way: the password for a token bound to this withdrawal, sent in the header.
    const validated = await asAdmin('POST', '/api/core/users/2fa/validate', {
      secondaryPassword: TEST_ADMIN.secondPassword,
      action: TWO_FACTOR_ACTIONS.withdrawalReview,
      target: STEP_UP_TARGETS.withdrawal(w.id),
    });
    expect(validated.statusCode).toBe(200);
    const headers = header(validated.json().data.sessionId);
    expect((await asAdmin('POST', url(w.id, 'approve'), { transactionRef: 'FT10' }, headers)).statusCode).toBe(200);
    // Spent: it decides nothing more, on this withdrawal or another.
    const reusedHere = await asAdmin('POST', url(w.id, 'reject'), { reason: 'x' }, headers);
    expect([reusedHere.statusCode, reusedHere.json()]).toEqual([400, INVALID]);
    const other = await pending();
    const reused = await asAdmin('POST', url(other.id, 'reject'), { reason: 'x' }, headers);
    expect([reused.statusCode, reused.json()]).toEqual([400, INVALID]);
    await expectUntouched(other);
  });

  it('refuses a token of another action, account or withdrawal, an expired, used or made-up one', async () => {
    const w = await pending();
    const elsewhere = await pending();
    const target = STEP_UP_TARGETS.withdrawal(w.id);
    const used = await reviewHeaders(t.db, adminId, w.id);
    await t.db.query('UPDATE two_factor_tokens SET used_at = now() WHERE token_hash = $1', [hashToken(used[TWO_FACTOR_SESSION_HEADER])]);
    const boundElsewhere = await reviewHeaders(t.db, adminId, elsewhere.id);
    const invalid: Array<[string, Record<string, string>]> = [
      ['the player’s withdrawal token', header(await insertToken(t.db, w.player.user.id))],
      ['the operator’s withdrawal token', await reviewHeaders(t.db, adminId, w.id, TWO_FACTOR_ACTIONS.withdraw)],
      ['the operator’s bank-account token', await reviewHeaders(t.db, adminId, w.id, TWO_FACTOR_ACTIONS.bankAccountChange)],
      ['the operator’s money token for this row', await reviewHeaders(t.db, adminId, w.id, TWO_FACTOR_ACTIONS.operatorMoney)],
      ['a review token of the player', await reviewHeaders(t.db, w.player.user.id, w.id)],
      ['a review token bound to another withdrawal', boundElsewhere],
      ['a review token bound to none', header(await insertToken(t.db, adminId, { action: TWO_FACTOR_ACTIONS.withdrawalReview }))],
      [
        'an expired one',
        header(await insertToken(t.db, adminId, { action: TWO_FACTOR_ACTIONS.withdrawalReview, target, expiresInSeconds: -1 })),
      ],
      ['a used one', used],
      ['a made-up one', header('f'.repeat(64))],
    ];
    for (const [label, headers] of invalid) {
      for (const verb of VERBS) {
        const response = await asAdmin('POST', url(w.id, verb), BODIES[verb], headers);
        expect({ label, verb, status: response.statusCode, body: response.json() }).toEqual({ label, verb, status: 400, body: INVALID });
      }
    }
    await expectUntouched(w);
    // Refused for being another withdrawal's, it is still that one's to decide.
    await expectUntouched(elsewhere);
    expect(await unspent(boundElsewhere)).toBe(true);
    expect((await asAdmin('POST', url(elsewhere.id, 'reject'), BODIES.reject, boundElsewhere)).statusCode).toBe(200);
  });

  it('refuses a body that still carries the token as `twoFactor`, with or without the header, and spends nothing', async () => {
    const w = await pending();
    const headers = await reviewHeaders(t.db, adminId, w.id);
    const stepUpToken = headers[TWO_FACTOR_SESSION_HEADER];
    for (const twoFactor of [{ sessionId: stepUpToken }, {}, { sessionId: '' }, { sessionId: 123 }, 'x', null, []]) {
      for (const verb of VERBS) {
        for (const sent of [{}, headers]) {
          const response = await asAdmin('POST', url(w.id, verb), { ...BODIES[verb], twoFactor }, sent);
          expect({ twoFactor, verb, status: response.statusCode, body: response.json() }).toEqual({
            twoFactor,
            verb,
            status: 400,
            body: { success: false, error: 'VALIDATION_ERROR', message: HTTP_MESSAGES.badRequest, field: 'twoFactor' },
          });
        }
      }
    }
    await expectUntouched(w);
    expect(await unspent(headers)).toBe(true);
    expect((await asAdmin('POST', url(w.id, 'approve'), BODIES.approve, headers)).statusCode).toBe(200);
  });

  it('a decision refused for the withdrawal or the input leaves the token unspent; a decision spends it', async () => {
    const [a, b] = [await pending(), await pending()];
    const forA = await reviewHeaders(t.db, adminId, a.id);
    expect((await asAdmin('POST', url(a.id, 'approve'), { transactionRef: '  ' }, forA)).statusCode).toBe(400);
    expect(await unspent(forA)).toBe(true);
    expect((await asAdmin('POST', url(a.id, 'approve'), { transactionRef: 'FT11' }, forA)).statusCode).toBe(200);
    expect(await unspent(forA)).toBe(false);

    // Not found (404) or already processed (409) with a token bound to that withdrawal: refused, the
    // token left as it was.
    const forMissing = await reviewHeaders(t.db, adminId, 999_999_999);
    expect((await asAdmin('POST', url(999_999_999, 'approve'), { transactionRef: 'FT' }, forMissing)).statusCode).toBe(404);
    expect(await unspent(forMissing)).toBe(true);
    const late = await reviewHeaders(t.db, adminId, a.id);
    const processed = await asAdmin('POST', url(a.id, 'reject'), { reason: 'muộn' }, late);
    expect([processed.statusCode, processed.json().message]).toEqual([409, PAYMENT_MESSAGES.alreadyProcessed]);
    expect(await unspent(late)).toBe(true);

    // The token is looked at before the withdrawal: a spent one answers 400 even where the decision
    // would be 409.
    const forB = await reviewHeaders(t.db, adminId, b.id);
    expect((await asAdmin('POST', url(b.id, 'reject'), { reason: 'Sai tên' }, forB)).statusCode).toBe(200);
    const again = await asAdmin('POST', url(b.id, 'approve'), { transactionRef: 'FT12' }, forB);
    expect([again.statusCode, again.json()]).toEqual([400, INVALID]);
    expect((await auditOf(t.db, `withdrawal:${a.id}`)).map((entry) => entry.action)).toEqual(['withdrawal.approve']);
    expect((await auditOf(t.db, `withdrawal:${b.id}`)).map((entry) => entry.action)).toEqual(['withdrawal.reject']);
  });

  it('one token sent with several decisions at once decides exactly one, and never another withdrawal', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await pending(), await pending()];
      const headers = await reviewHeaders(t.db, adminId, a.id);
      const [approveA, rejectA, rejectB] = await Promise.all([
        asAdmin('POST', url(a.id, 'approve'), { transactionRef: 'FT13' }, headers),
        asAdmin('POST', url(a.id, 'reject'), { reason: 'x' }, headers),
        asAdmin('POST', url(b.id, 'reject'), { reason: 'x' }, headers),
      ]);
      expect([approveA.statusCode, rejectA.statusCode].sort()).toEqual([200, 400]);
      expect([rejectB.statusCode, rejectB.json()]).toEqual([400, INVALID]);
      const winner = approveA.statusCode === 200 ? 'withdrawal.approve' : 'withdrawal.reject';
      expect((await auditOf(t.db, `withdrawal:${a.id}`)).map((entry) => entry.action)).toEqual([winner]);
      await expectUntouched(b);
    }
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });
});

describe('GET admin/balance', () => {
  it('answers the house total and each system account in the payment envelope', async () => {
    const response = await asAdmin('GET', `${API}/admin/balance`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, statusCode: 200, message: PAYMENT_MESSAGES.ok });
    const { balance, accounts } = body.data;
    expect(Object.keys(accounts).sort()).toEqual(['bank_in', 'external', 'house_taixiu', 'house_xocdia', 'withdrawal_hold']);
    expect(balance).toBe(accounts.house_taixiu + accounts.house_xocdia);
  });
});
