import type { Socket } from 'socket.io-client';
import { ORDER_CODE_LENGTH, PAYMENT_MESSAGES } from '@app/shared/contracts';
import { checkLedger } from '../../ledger/check-ledger';
import { connectSocket, createTestApp, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';
import { newOrderCode } from '../order-code';
import { insertOrder } from '../deposit-order-store';
import { adminHeaders, balanceOf, createOrder, postWebhook, seedVendorId, webhookBody } from './deposit-helpers';

let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const key = () => t.config.bankWebhookKey;
const transferRow = async (providerTxId: string | number) =>
  (
    await t.db.query<{ status: string; note: string | null; deposit_order_id: number | null }>(
      'SELECT status, note, deposit_order_id FROM bank_transfers WHERE provider_tx_id = $1',
      [String(providerTxId)],
    )
  ).rows[0];
const orderStatus = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM deposit_orders WHERE id = $1', [id])).rows[0].status;

describe('bank-transfer webhook', () => {
  it('confirms the matching order: one ledger transfer, CONFIRMED, events to the player', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 250_000);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const status = nextEvent<Record<string, unknown>>(socket, 'deposit_status_update');
    const balance = nextEvent<{ balance: number }>(socket, 'balanceUpdate');

    const body = webhookBody({ content: order.content, amount: 250_000 });
    const response = await postWebhook(t.app, key(), body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await status).toEqual({
      orderId: order.orderId,
      status: 'CONFIRMED',
      amount: 250_000,
      message: PAYMENT_MESSAGES.depositConfirmed,
    });
    expect(await balance).toEqual({ balance: 250_000 });
    expect(await balanceOf(t.app, player.user.id)).toBe(250_000);
    expect(await orderStatus(order.orderId)).toBe('CONFIRMED');
    expect(await transferRow(body.id)).toMatchObject({ status: 'MATCHED', deposit_order_id: order.orderId });
    const { rows } = await t.db.query('SELECT kind, reference, amount FROM transfers WHERE idempotency_key = $1', [
      `deposit:${order.orderId}`,
    ]);
    expect(rows).toEqual([{ kind: 'deposit', reference: order.code, amount: 250_000 }]);
    expect((await checkLedger(t.db)).ok).toBe(true);

    // The operator's ledger check agrees.
    const check = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: await adminHeaders(t.app) });
    expect(check.json().data.ok).toBe(true);
  });

  it('credits a replayed notification once and answers 200 both times', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 100_000);
    const body = webhookBody({ content: order.content, amount: 100_000 });
    expect((await postWebhook(t.app, key(), body)).json()).toEqual({ success: true });
    const again = await postWebhook(t.app, key(), body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
    expect(await balanceOf(t.app, player.user.id)).toBe(100_000);
  });

  it('credits once when the same notification arrives 20 times at once', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 300_000);
    const body = webhookBody({ content: order.content, amount: 300_000 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => postWebhook(t.app, key(), body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await balanceOf(t.app, player.user.id)).toBe(300_000);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM bank_transfers WHERE provider_tx_id = $1', [String(body.id)]);
    expect(rows[0]).toEqual({ n: 1 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it.each([
    [
      'lower case with spaces and separators',
      (c: string) => `${c.slice(0, 2).toLowerCase()} ${c.slice(2, 6).toLowerCase()}-${c.slice(6).toLowerCase()} chuyen tien`,
    ],
    ['a bank prefix and suffix', (c: string) => `MBVCB.3278.${c}.CT tu 0011223344 NGUYEN VAN A`],
    ['dots between every character', (c: string) => c.split('').join('.')],
  ])('finds the order code in content with %s', async (_name, shape) => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 120_000);
    const body = webhookBody({ content: shape(order.content), amount: 120_000 });
    expect((await postWebhook(t.app, key(), body)).statusCode).toBe(200);
    expect(await orderStatus(order.orderId)).toBe('CONFIRMED');
    expect(await balanceOf(t.app, player.user.id)).toBe(120_000);
  });

  it('uses the provider code field when the content lost it', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 130_000);
    const body = webhookBody({ content: 'chuyen tien', code: order.content, amount: 130_000 });
    body.description = 'chuyen tien';
    await postWebhook(t.app, key(), body);
    expect(await orderStatus(order.orderId)).toBe('CONFIRMED');
  });

  // The code alone names the order: the prefix may be dropped or mangled by the bank app.
  const codeOf = (content: string) => content.slice(-ORDER_CODE_LENGTH);
  it.each([
    ['the prefix dropped', (c: string) => codeOf(c)],
    ['the prefix mangled, lower case, spaced', (c: string) => `h d ${codeOf(c).slice(0, 4).toLowerCase()} ${codeOf(c).slice(4)} nap tien`],
    ['another prefix before it', (c: string) => `NAP${codeOf(c)}`],
  ])('matches an open order by its code with %s', async (_name, shape) => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 125_000);
    const body = webhookBody({ content: shape(order.content), amount: 125_000 });
    body.description = 'chuyen tien';
    expect((await postWebhook(t.app, key(), body)).statusCode).toBe(200);
    expect(await transferRow(body.id)).toMatchObject({ status: 'MATCHED', deposit_order_id: order.orderId });
    expect(await balanceOf(t.app, player.user.id)).toBe(125_000);
  });

  it('matches the one order named when two open orders share nothing but the prefix', async () => {
    const player = await signupUser(t.app);
    const first = await createOrder(t.app, player.token, 135_000);
    const second = await createOrder(t.app, player.token, 135_000);
    const body = webhookBody({ content: `${codeOf(second.content)} chuyen khoan`, amount: 135_000 });
    body.description = 'chuyen tien';
    await postWebhook(t.app, key(), body);
    expect(await orderStatus(second.orderId)).toBe('CONFIRMED');
    expect(await orderStatus(first.orderId)).toBe('PENDING');
    expect(await balanceOf(t.app, player.user.id)).toBe(135_000);
  });

  it('keeps a transfer naming two open orders as UNMATCHED, for the operator to decide', async () => {
    const one = await signupUser(t.app);
    const other = await signupUser(t.app);
    const first = await createOrder(t.app, one.token, 145_000);
    const second = await createOrder(t.app, other.token, 145_000);
    const body = webhookBody({ content: `${first.content} ${codeOf(second.content)}`, amount: 145_000 });
    body.description = 'chuyen tien';
    expect((await postWebhook(t.app, key(), body)).statusCode).toBe(200);
    const row = await transferRow(body.id);
    expect(row).toMatchObject({ status: 'UNMATCHED', deposit_order_id: null });
    expect(row.note).toContain('nhiều lệnh nạp đang chờ');
    expect([await orderStatus(first.orderId), await orderStatus(second.orderId)]).toEqual(['PENDING', 'PENDING']);
    expect(await balanceOf(t.app, one.user.id)).toBe(0);
    expect(await balanceOf(t.app, other.user.id)).toBe(0);
  });

  it('keeps a transfer naming an expired order by its code alone as UNMATCHED (late)', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 155_000);
    await t.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.orderId]);
    const body = webhookBody({ content: codeOf(order.content), amount: 155_000 });
    await postWebhook(t.app, key(), body);
    expect(await transferRow(body.id)).toMatchObject({ status: 'UNMATCHED', deposit_order_id: order.orderId });
    expect((await transferRow(body.id)).note).toBe('Chuyển khoản đến sau khi lệnh nạp đã hết hạn');
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
  });

  it('keeps a wrong amount as UNMATCHED and moves no money', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 200_000);
    const body = webhookBody({ content: order.content, amount: 199_000 });
    expect((await postWebhook(t.app, key(), body)).json()).toEqual({ success: true });
    expect(await transferRow(body.id)).toMatchObject({ status: 'UNMATCHED', deposit_order_id: order.orderId });
    expect((await transferRow(body.id)).note).toContain('Sai số tiền');
    expect(await orderStatus(order.orderId)).toBe('PENDING');
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
  });

  it('keeps a payment with the code and amount that reached another account as UNMATCHED', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 210_000);
    const body = { ...webhookBody({ content: order.content, amount: 210_000 }), accountNumber: '9999888877' };
    expect((await postWebhook(t.app, key(), body)).json()).toEqual({ success: true });
    expect(await transferRow(body.id)).toMatchObject({ status: 'UNMATCHED', deposit_order_id: order.orderId });
    expect((await transferRow(body.id)).note).toBe('Sai tài khoản nhận: tiền vào 9999888877, lệnh nạp dùng tài khoản 1234567890');
    expect(await orderStatus(order.orderId)).toBe('PENDING');
    expect(await balanceOf(t.app, player.user.id)).toBe(0);

    // The order's own account, however the feed lays it out, or a feed that does not say: credited.
    const spaced = { ...webhookBody({ content: order.content, amount: 210_000 }), accountNumber: '1234 567 890' };
    expect((await postWebhook(t.app, key(), spaced)).statusCode).toBe(200);
    expect(await orderStatus(order.orderId)).toBe('CONFIRMED');
    const other = await createOrder(t.app, player.token, 220_000);
    const silent = { ...webhookBody({ content: other.content, amount: 220_000 }), accountNumber: null };
    expect((await postWebhook(t.app, key(), silent)).statusCode).toBe(200);
    expect(await orderStatus(other.orderId)).toBe('CONFIRMED');
    expect(await balanceOf(t.app, player.user.id)).toBe(430_000);

    // An order paid into a virtual account of the bank account: the feed names it as subAccount.
    const third = await createOrder(t.app, player.token, 230_000);
    const virtual = { ...webhookBody({ content: third.content, amount: 230_000 }), accountNumber: '0071000999', subAccount: '1234567890' };
    expect((await postWebhook(t.app, key(), virtual)).statusCode).toBe(200);
    expect(await orderStatus(third.orderId)).toBe('CONFIRMED');
  });

  it('keeps an unknown code as UNMATCHED', async () => {
    const body = webhookBody({ content: `HD${newOrderCode()} chuyen tien`, amount: 50_000 });
    expect((await postWebhook(t.app, key(), body)).statusCode).toBe(200);
    expect(await transferRow(body.id)).toMatchObject({ status: 'UNMATCHED', deposit_order_id: null });
    const none = webhookBody({ content: '', amount: 50_000 });
    expect((await postWebhook(t.app, key(), none)).statusCode).toBe(200);
    expect((await transferRow(none.id)).status).toBe('UNMATCHED');
  });

  it("keeps the bank's transactionDate as it came, a date or not, and the console's list answers it as given", async () => {
    const admin = await adminHeaders(t.app);
    const sent = ['2026-11-27 14:05:09', 'hôm qua 25:99', 'Invalid Date', ''];
    const bodies = sent.map((transactionDate) => ({ ...webhookBody({ content: 'khong ma', amount: 10_000 }), transactionDate }));
    for (const body of bodies) expect((await postWebhook(t.app, key(), body)).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/unmatched-transfers?status=UNMATCHED&page=1&size=100',
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    const byId = new Map(
      (listed.json().data.items as Array<{ providerTxId: string; transactionDate: string | null }>).map((i) => [i.providerTxId, i]),
    );
    expect(bodies.map((body) => byId.get(String(body.id))?.transactionDate)).toEqual(sent);
  });

  it('keeps a transfer for an expired order as UNMATCHED (late)', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 140_000);
    await t.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.orderId]);
    const body = webhookBody({ content: order.content, amount: 140_000 });
    expect((await postWebhook(t.app, key(), body)).statusCode).toBe(200);
    expect(await transferRow(body.id)).toMatchObject({ status: 'UNMATCHED', deposit_order_id: order.orderId });
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
  });

  it('keeps a second payment for an already confirmed order as UNMATCHED', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 150_000);
    await postWebhook(t.app, key(), webhookBody({ content: order.content, amount: 150_000 }));
    const second = webhookBody({ content: order.content, amount: 150_000 });
    await postWebhook(t.app, key(), second);
    expect((await transferRow(second.id)).status).toBe('UNMATCHED');
    expect(await balanceOf(t.app, player.user.id)).toBe(150_000);
  });

  it('records an outgoing transfer as IGNORED', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 160_000);
    const body = webhookBody({ content: order.content, amount: 160_000, transferType: 'out' });
    expect((await postWebhook(t.app, key(), body)).statusCode).toBe(200);
    expect((await transferRow(body.id)).status).toBe('IGNORED');
    expect(await orderStatus(order.orderId)).toBe('PENDING');
  });

  it('answers 401 without the right key', async () => {
    const body = webhookBody({ content: 'HD', amount: 1000 });
    for (const authorization of ['', 'Apikey wrong', `Bearer ${key()}`, `Apikey ${key()}x`]) {
      const response = await postWebhook(t.app, key(), body, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: PAYMENT_MESSAGES.webhookKey });
    }
    expect(await transferRow(body.id)).toBeUndefined();
    // The scheme is case-insensitive.
    expect((await postWebhook(t.app, key(), body, `APIKEY ${key()}`)).statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['array', [1]],
    ['missing amount', { id: 1, content: 'x', transferType: 'in' }],
    ['float amount', { id: 2, content: 'x', transferType: 'in', transferAmount: 10.5 }],
    ['negative amount', { id: 3, content: 'x', transferType: 'in', transferAmount: -10 }],
    ['string amount', { id: 4, content: 'x', transferType: 'in', transferAmount: '1000' }],
    ['huge amount', { id: 5, content: 'x', transferType: 'in', transferAmount: 1e30 }],
    ['bad type', { id: 6, content: 'x', transferType: 'sideways', transferAmount: 1000 }],
    ['object id', { id: { a: 1 }, content: 'x', transferType: 'in', transferAmount: 1000 }],
    ['content not a string', { id: 7, content: 42, transferType: 'in', transferAmount: 1000 }],
    ['NUL in content', { id: 8, content: 'a\u0000b', transferType: 'in', transferAmount: 1000 }],
  ])('answers 400, never 500, for a malformed body: %s', async (_name, body) => {
    const response = await postWebhook(t.app, key(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('keeps the ledger exact over 200 deposits of several players confirmed concurrently', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => signupUser(t.app)));
    const vendorId = await seedVendorId(t.app);
    // Orders written straight to the table (rendering 200 QR images is not what is tested here).
    const orders: Array<{ userId: number; content: string; amount: number }> = [];
    for (let i = 0; i < 220; i += 1) {
      const userId = players[i % players.length].user.id;
      const code = newOrderCode();
      const amount = 10_000 + i * 1_000;
      await insertOrder(t.db, {
        userId,
        vendorCardId: vendorId,
        amount,
        code,
        content: `HD${code}`,
        qrData: 'x',
        ttlMinutes: 30,
        idempotencyKey: null,
      });
      orders.push({ userId, content: `HD${code}`, amount });
    }
    const bodies = orders.map((o) => webhookBody({ content: `chuyen tien ${o.content}`, amount: o.amount }));
    // Each one twice, all at once: replays interleaved with first deliveries. On a busy machine some
    // of the 440 wait longer than the pool's 5 s for a connection and are told 503 (try again): the
    // bank's feed sends those again, and so does the test, until each has had its 200.
    let waiting = [...bodies, ...bodies];
    for (let attempt = 0; attempt < 5 && waiting.length; attempt += 1) {
      const responses = await Promise.all(waiting.map((b) => postWebhook(t.app, key(), b)));
      expect(responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 503).map((r) => r.body)).toEqual([]);
      waiting = waiting.filter((_, i) => responses[i].statusCode === 503);
    }
    expect(waiting).toHaveLength(0);

    for (const player of players) {
      const expected = orders.filter((o) => o.userId === player.user.id).reduce((sum, o) => sum + o.amount, 0);
      expect(await balanceOf(t.app, player.user.id)).toBe(expected);
    }
    const ledger = await checkLedger(t.db);
    expect(ledger).toMatchObject({ ok: true, totalBalance: 0 });
    await sleep(10);
  });
});
