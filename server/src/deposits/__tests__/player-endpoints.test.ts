import { API_BASE, CONFIG_KEYS, PAYMENT_MESSAGES, BANK_DIRECTORY_PATHS, DEPOSIT_PATHS } from '@app/shared/contracts';
import { bearer, createTestApp, signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { MAX_PAGE_SIZE } from '../../http/route-inputs';
import { parseVietQr } from '../vietqr';
import { createOrder, seedVendorId, url } from './deposit-helpers';

let t: TestApp;
let player: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  player = await signupUser(t.app);
});
afterAll(() => t.close());

const get = (path: string, token = player.token) => t.app.inject({ method: 'GET', url: url(path), headers: bearer(token) });
const generate = (payload: unknown, token = player.token) =>
  t.app.inject({ method: 'POST', url: url(DEPOSIT_PATHS.generateQr), headers: bearer(token), payload: payload as object });

describe('GET u/banks', () => {
  it('lists the bank directory in the system-list shape', async () => {
    const response = await get(DEPOSIT_PATHS.banks);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, statusCode: 200, message: PAYMENT_MESSAGES.ok });
    expect(body.data.length).toBeGreaterThan(50);
    const vcb = body.data.find((b: { code: string }) => b.code === 'VCB');
    expect(vcb).toMatchObject({ bin: '970436', shortName: 'Vietcombank', status: 'ACTIVE', accountNumber: '', logo: null });
    expect(new Set(body.data.map((b: { id: number }) => b.id)).size).toBe(body.data.length);
    // Stable ids: the same on every call.
    expect((await get(DEPOSIT_PATHS.banks)).json().data).toEqual(body.data);
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(DEPOSIT_PATHS.banks) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, statusCode: 401, success: false, data: null });
  });
});

describe('GET u/vendor-cards and u/configs', () => {
  it('lists the seeded receiving account, filtered by isActive', async () => {
    const active = (await get(`${DEPOSIT_PATHS.vendorCards}?isActive=true`)).json();
    expect(active.code).toBe(0);
    expect(active.data[0]).toMatchObject({
      bankCode: 'VCB',
      bin: '970436',
      accountNumber: '1234567890',
      accountName: 'CONG TY DEMO',
      isActive: true,
    });
    const inactive = (await get(`${DEPOSIT_PATHS.vendorCards}?isActive=false`)).json();
    expect(inactive.data.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
    const bad = await get(`${DEPOSIT_PATHS.vendorCards}?isActive=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(400);
  });

  it('lists the configs with their defaults', async () => {
    const body = (await get(DEPOSIT_PATHS.configs)).json();
    expect(body.data).toEqual(
      expect.arrayContaining([
        { id: CONFIG_KEYS.prefixOrder, value: 'HD' },
        { id: CONFIG_KEYS.depositMin, value: '10000' },
        { id: CONFIG_KEYS.depositMax, value: '100000000' },
      ]),
    );
  });
});

describe('POST u/deposits/generate-qr-code', () => {
  it('creates a pending order whose VietQR names the receiving account, amount and content', async () => {
    const vendorId = await seedVendorId(t.app);
    const before = Date.now();
    const response = await generate({ vendorId, amount: 500_000 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, statusCode: 200, message: PAYMENT_MESSAGES.depositCreated });
    const order = body.data;
    expect(order).toMatchObject({
      amount: 500_000,
      status: 'PENDING',
      vendorId,
      bankCode: 'VCB',
      bin: '970436',
      accountNumber: '1234567890',
      accountName: 'CONG TY DEMO',
    });
    expect(order.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    expect(order.content).toBe(`HD${order.code}`);
    expect(order.content.length).toBeLessThanOrEqual(25);
    expect(order.qrUrl).toMatch(/^data:image\/png;base64,/);
    const ttl = new Date(order.expiredAt).getTime() - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThan(31 * 60_000);
    expect(parseVietQr(order.qrData)).toEqual({
      valid: true,
      bin: '970436',
      accountNumber: '1234567890',
      amount: 500_000,
      purpose: order.content,
    });
  });

  it('answers the contract messages for amounts outside the configs', async () => {
    const vendorId = await seedVendorId(t.app);
    const low = await generate({ vendorId, amount: 9_999 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ message: 'Số tiền nạp tối thiểu là 10.000\u00a0đ', field: 'amount', success: false, data: null });
    const high = await generate({ vendorId, amount: 100_000_001 });
    expect(high.json().message).toBe('Số tiền nạp tối đa là 100.000.000\u00a0đ');
  });

  it('refuses unknown or inactive receiving accounts', async () => {
    const unknown = await generate({ vendorId: 999_999, amount: 100_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.vendorNotFound);
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO vendor_cards (bank_name, bank_code, bin, account_number, account_name, is_active)
       VALUES ('ACB', 'ACB', '970416', '99998888', 'TAM NGUNG', false) RETURNING id`,
    );
    const inactive = await generate({ vendorId: rows[0].id, amount: 100_000 });
    expect(inactive.json().message).toBe(PAYMENT_MESSAGES.vendorNotFound);
  });

  it.each([
    ['no body', undefined],
    ['empty object', {}],
    ['array', [1, 2]],
    ['null', null],
    ['string amount', { vendorId: 1, amount: '100000' }],
    ['float amount', { vendorId: 1, amount: 100000.5 }],
    ['negative amount', { vendorId: 1, amount: -100000 }],
    ['huge amount', { vendorId: 1, amount: 1e300 }],
    ['unsafe integer', { vendorId: 1, amount: 2 ** 60 }],
    ['string vendor', { vendorId: 'x', amount: 100000 }],
    ['zero vendor', { vendorId: 0, amount: 100000 }],
    ['huge vendor', { vendorId: 2 ** 62, amount: 100000 }],
    ['object vendor', { vendorId: { $gt: 0 }, amount: 100000 }],
    ['extra field', { vendorId: 1, amount: 100000, userId: 2 }],
    ['key with spaces', { vendorId: 1, amount: 100000, idempotencyKey: 'a b' }],
    ['numeric key', { vendorId: 1, amount: 100000, idempotencyKey: 12 }],
  ])('answers 400 in Vietnamese, never 500: %s', async (_name, payload) => {
    const response = await generate(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, data: null, code: 400 });
    expect(typeof body.message).toBe('string');
  });

  it('answers copies of one request (one key) with one order, at once or after, and refuses the key for another amount', async () => {
    const someone = await signupUser(t.app);
    const vendorId = await seedVendorId(t.app);
    const body = { vendorId, amount: 300_000, idempotencyKey: 'dep-copies-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => generate(body, someone.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const orders = answers.map((a) => a.json().data);
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(1);
    expect(new Set(orders.map((o) => o.qrData)).size).toBe(1);
    const later = await generate(body, someone.token);
    expect(later.json().data.orderId).toBe(orders[0].orderId);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE user_id = $1', [someone.user.id]);
    expect(rows[0].n).toBe(1);

    const other = await generate({ ...body, amount: 400_000 }, someone.token);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.depositKeyReused);
    // Another player's key of the same text is theirs alone.
    expect((await generate(body)).json().data.orderId).not.toBe(orders[0].orderId);
  });

  it('runs the registered deposit guards inside the order transaction', async () => {
    const guarded = await signupUser(t.app);
    const seen: Array<[number, number]> = [];
    const guard = async (_q: unknown, userId: number, amount: number) => {
      seen.push([userId, amount]);
      if (userId === guarded.user.id) {
        const { AppError } = await import('../../http/app-error');
        throw new AppError(403, 'SELF_EXCLUDED', 'bị chặn bởi guard');
      }
    };
    t.app.depositGuards.push(guard);
    try {
      const refused = await generate({ vendorId: await seedVendorId(t.app), amount: 100_000 }, guarded.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('bị chặn bởi guard');
      const { rows } = await t.db.query('SELECT 1 FROM deposit_orders WHERE user_id = $1', [guarded.user.id]);
      expect(rows).toHaveLength(0);
      expect((await generate({ vendorId: await seedVendorId(t.app), amount: 100_000 })).statusCode).toBe(200);
      expect(seen).toEqual([
        [guarded.user.id, 100_000],
        [player.user.id, 100_000],
      ]);
    } finally {
      t.app.depositGuards.splice(t.app.depositGuards.indexOf(guard), 1);
    }
  });
});

describe('GET u/deposits', () => {
  it("pages the player's own orders, newest first", async () => {
    const me = await signupUser(t.app);
    const other = await signupUser(t.app);
    await createOrder(t.app, other.token, 50_000);
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await createOrder(t.app, me.token, 100_000 + i));

    const first = (await get(`${DEPOSIT_PATHS.list}?page=1&size=2`, me.token)).json();
    expect(first).toMatchObject({ code: 0, data: { page: 1, size: 2, total: 3 } });
    expect(first.data.items.map((d: { id: number }) => d.id)).toEqual([made[2].orderId, made[1].orderId]);
    expect(first.data.items[0]).toEqual({
      id: made[2].orderId,
      source: 'order',
      userId: me.user.id,
      cardId: made[2].vendorId,
      amount: 100_002,
      code: made[2].code,
      content: made[2].content,
      status: 'PENDING',
      createdAt: made[2].createdAt,
      confirmedAt: null,
      expiredAt: made[2].expiredAt,
      rejectReason: null,
      creditedBy: null,
    });
    const second = (await get(`${DEPOSIT_PATHS.list}?page=2&size=2`, me.token)).json();
    expect(second.data.items.map((d: { id: number }) => d.id)).toEqual([made[0].orderId]);
    const defaults = (await get(DEPOSIT_PATHS.list, me.token)).json();
    expect(defaults.data).toMatchObject({ page: 1, size: 10, total: 3 });
  });

  it('reads a pending order past its time as EXPIRED before the sweep runs', async () => {
    const me = await signupUser(t.app);
    const order = await createOrder(t.app, me.token, 100_000);
    await t.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.orderId]);
    const body = (await get(DEPOSIT_PATHS.list, me.token)).json();
    expect(body.data.items[0]).toMatchObject({ id: order.orderId, status: 'EXPIRED' });
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'size=0',
    `size=${MAX_PAGE_SIZE + 1}`,
    'size=1.5',
    'page=1&page=2',
    'size=99999999999999999999',
  ])('answers 400 for %s', async (query) => {
    const response = await get(`${DEPOSIT_PATHS.list}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 400 });
  });
});

describe('GET u/deposits/:id', () => {
  it("answers the player's own open order with its QR as it was made, and nothing for another player", async () => {
    const made = await createOrder(t.app, player.token, 70_000);
    const response = await get(DEPOSIT_PATHS.order(made.orderId));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(made);

    const other = await signupUser(t.app);
    const foreign = await get(DEPOSIT_PATHS.order(made.orderId), other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PAYMENT_MESSAGES.orderNotFound);
    expect((await get(DEPOSIT_PATHS.order(99_999_999))).statusCode).toBe(404);
    const malformed = await Promise.all(['abc', '-1', '1.5', '0'].map(async (bad) => (await get(DEPOSIT_PATHS.order(bad))).statusCode));
    expect(malformed).toEqual([400, 400, 400, 400]);
  });

  it('refuses an order past its time or paid: it is not open any more', async () => {
    const made = await createOrder(t.app, player.token, 80_000);
    await t.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [made.orderId]);
    const late = await get(DEPOSIT_PATHS.order(made.orderId));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PAYMENT_MESSAGES.orderNotOpen);
  });
});

describe('GET /api/bank-directory/v2/banks', () => {
  it('mirrors the public directory, without authentication, cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}${BANK_DIRECTORY_PATHS.banks}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = response.json();
    expect(body.code).toBe('00');
    expect(body.desc).toBe(`Get Bank list successful! Total ${body.data.length} banks`);
    const vcb = body.data.find((b: { code: string }) => b.code === 'VCB');
    expect(vcb).toEqual({
      id: expect.any(Number),
      name: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
      code: 'VCB',
      bin: '970436',
      shortName: 'Vietcombank',
      logo: '',
      transferSupported: 1,
      lookupSupported: 1,
      short_name: 'Vietcombank',
      support: 3,
      isTransfer: 1,
      swift_code: 'BFTVVNVX',
    });
    // The same ids as u/banks.
    const banks = (await get(DEPOSIT_PATHS.banks)).json().data;
    expect(banks.find((b: { code: string }) => b.code === 'VCB').id).toBe(vcb.id);
  });
});
