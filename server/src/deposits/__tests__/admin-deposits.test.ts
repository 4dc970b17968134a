import type { Socket } from 'socket.io-client';
import { PAYMENT_MESSAGES, TWO_FACTOR_ACTIONS } from '@app/shared/contracts';
import { PENDING_CHANGE_MESSAGES } from '../../pending-changes/pending-change-messages';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { checkLedger } from '../../ledger/check-ledger';
import {
  TEST_ADMIN,
  auditOf,
  bearer,
  connectSocket,
  createTestApp,
  nextEvent,
  signupUser,
  sleep,
  approveAs,
  newOperator,
  stepUpFor,
  type SignedIn,
  testOperatorId,
  type TestApp,
} from '../../test-utils';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { adminHeaders, balanceOf, createOrder, postWebhook, webhookBody } from './deposit-helpers';

let t: TestApp;
let baseUrl: string;
let admin: Record<string, string>;
let adminId: number;
// The second operator whose approval applies what the suite's operator asks (maker-checker).
let checker: SignedIn & { secondPassword: string };
const sockets: Socket[] = [];
beforeAll(async () => {
  // The operator's second-level password, for the CLI's commands behind a step-up.
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  baseUrl = await t.listen();
  admin = await adminHeaders(t.app);
  adminId = await testOperatorId(t.db);
  checker = await newOperator(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

// With the step-up each change needs (stepUpFor), as the console sends it.
const call = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, headers = admin) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: { ...headers, ...(await stepUpFor(t.db, adminId, method, path, payload)) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const cli = adminCli(() => `${baseUrl}/api`);

describe('operator deposits', () => {
  it('needs an operator', async () => {
    const player = await signupUser(t.app);
    expect((await call('GET', '/admin/deposits', undefined, player.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deposits' })).statusCode).toBe(401);
  });

  it('lists orders by status with the username', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 111_000);
    const body = (await call('GET', '/admin/deposits?status=pending&size=50')).json();
    expect(body.success).toBe(true);
    expect(body.data.items.find((d: { id: number }) => d.id === order.orderId)).toMatchObject({
      username: player.username,
      status: 'PENDING',
    });
    expect((await call('GET', '/admin/deposits?status=WHATEVER')).statusCode).toBe(400);
  });

  it('finds orders by code, by content or by the start of the username', async () => {
    const player = await signupUser(t.app);
    const other = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 112_000);
    await createOrder(t.app, other.token, 113_000);
    const ids = async (search: string) =>
      ((await call('GET', `/admin/deposits?size=50&search=${encodeURIComponent(search)}`)).json().data.items as { id: number }[]).map(
        (d) => d.id,
      );
    expect(await ids(order.code.toLowerCase())).toEqual([order.orderId]);
    expect(await ids(` ${order.content} `)).toEqual([order.orderId]);
    expect(await ids(player.username.slice(0, -1).toUpperCase())).toContain(order.orderId);
    expect(await ids(player.username)).toContain(order.orderId);
    // Wildcards are plain characters, not patterns.
    expect(await ids('%')).toEqual([]);
    const tooLong = await call('GET', `/admin/deposits?search=${'x'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(DEPOSIT_MESSAGES.searchInvalid);
  });

  it('confirms a pending order by hand, once', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 222_000);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const event = nextEvent(socket, 'deposit_status_update');
    // Money no bank feed reported: asked for by one operator, applied by a second one's approval.
    const response = await call('POST', `/admin/deposits/${order.orderId}/confirm`);
    expect(response.statusCode).toBe(202);
    const change = response.json().data.pendingChange;
    expect(change).toMatchObject({ kind: 'deposit.confirm', target: `deposit-order:${order.orderId}`, amount: 222_000, status: 'PENDING' });
    expect(response.json().message).toBe(PENDING_CHANGE_MESSAGES.requested(change));
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    const approved = await approveAs(t.app, checker, change.id, TWO_FACTOR_ACTIONS.operatorMoney);
    expect(approved.json()).toMatchObject({ success: true, data: { status: 'APPLIED', decidedById: checker.user.id } });
    expect(await event).toEqual({
      orderId: order.orderId,
      status: 'CONFIRMED',
      amount: 222_000,
      message: PAYMENT_MESSAGES.depositConfirmed,
    });
    expect(await balanceOf(t.app, player.user.id)).toBe(222_000);

    const again = await call('POST', `/admin/deposits/${order.orderId}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyProcessed);
    // A late webhook for it is kept, not credited.
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: order.content, amount: 222_000 }));
    expect(await balanceOf(t.app, player.user.id)).toBe(222_000);
    // Audited once, with the confirmation: the refused second try left nothing.
    expect(await auditOf(t.db, `deposit_order:${order.orderId}`)).toEqual([
      {
        actorId: checker.user.id,
        action: 'deposit.confirm',
        before: expect.objectContaining({ id: order.orderId, status: 'PENDING', amount: 222_000 }),
        after: expect.objectContaining({ id: order.orderId, status: 'CONFIRMED' }),
      },
    ]);
  });

  it('confirms an expired order', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 50_000);
    await t.db.query(`UPDATE deposit_orders SET status = 'EXPIRED' WHERE id = $1`, [order.orderId]);
    const asked = await call('POST', `/admin/deposits/${order.orderId}/confirm`);
    expect(asked.statusCode).toBe(202);
    expect((await approveAs(t.app, checker, asked.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(50_000);
  });

  it('rejects with a reason, and tells the player', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 70_000);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const event = nextEvent(socket, 'deposit_status_update');
    expect((await call('POST', `/admin/deposits/${order.orderId}/reject`, {})).statusCode).toBe(400);
    expect((await call('POST', `/admin/deposits/${order.orderId}/reject`, { reason: '   ' })).json().message).toBe(
      DEPOSIT_MESSAGES.rejectReasonRequired,
    );
    const response = await call('POST', `/admin/deposits/${order.orderId}/reject`, { reason: 'Sai nội dung' });
    expect(response.json()).toMatchObject({ success: true, data: { status: 'REJECTED', rejectReason: 'Sai nội dung' } });
    expect(await event).toEqual({ orderId: order.orderId, status: 'REJECTED', amount: 70_000, message: PAYMENT_MESSAGES.depositRejected });
    expect((await call('POST', `/admin/deposits/${order.orderId}/reject`, { reason: 'x' })).statusCode).toBe(409);
    expect((await call('POST', `/admin/deposits/${order.orderId}/confirm`)).statusCode).toBe(409);
    expect(await auditOf(t.db, `deposit_order:${order.orderId}`)).toEqual([
      {
        actorId: adminId,
        action: 'deposit.reject',
        before: expect.objectContaining({ status: 'PENDING' }),
        after: expect.objectContaining({ status: 'REJECTED', rejectReason: 'Sai nội dung' }),
      },
    ]);
  });

  it.each(['/admin/deposits/abc/confirm', '/admin/deposits/0/confirm', '/admin/deposits/99999999999999999999/confirm'])(
    'answers 400 for a bad id: %s',
    async (path) => {
      expect((await call('POST', path)).statusCode).toBe(400);
    },
  );

  it('answers 404 for an unknown order', async () => {
    const response = await call('POST', '/admin/deposits/987654321/confirm');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PAYMENT_MESSAGES.orderNotFound);
  });
});

describe('unmatched transfers', () => {
  it('ignores one stray transfer with a reason and returns another with the bank reference; no money moves, each audited, once', async () => {
    const stray = async (content: string) => {
      const body = webhookBody({ content, amount: 45_000 });
      await postWebhook(t.app, t.config.bankWebhookKey, body);
      const list = (await call('GET', '/admin/unmatched-transfers?status=UNMATCHED&size=50')).json();
      return list.data.items.find((tr: { providerTxId: string }) => tr.providerTxId === String(body.id)) as { id: number };
    };
    const ledgerBefore = await checkLedger(t.db);
    const ignored = await stray('ngan hang thu nghiem');
    for (const [payload, message] of [
      [{}, DEPOSIT_MESSAGES.ignoreReasonRequired],
      [{ reason: '   ' }, DEPOSIT_MESSAGES.ignoreReasonRequired],
      [{ reason: 'x'.repeat(501) }, DEPOSIT_MESSAGES.ignoreReasonRequired],
    ] as const) {
      const refused = await call('POST', `/admin/unmatched-transfers/${ignored.id}/ignore`, payload);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    const done = await call('POST', `/admin/unmatched-transfers/${ignored.id}/ignore`, { reason: 'Ngân hàng chuyển thử 1 lần' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: DEPOSIT_MESSAGES.transferIgnored(ignored.id),
      data: { status: 'IGNORED', note: 'Ngân hàng chuyển thử 1 lần', returnReference: null },
    });
    const twice = await call('POST', `/admin/unmatched-transfers/${ignored.id}/return`, { reference: 'FT1' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, DEPOSIT_MESSAGES.transferAlreadyHandled]);

    const returned = await stray('chuyen nham so tai khoan');
    expect((await call('POST', `/admin/unmatched-transfers/${returned.id}/return`, { note: 'x' })).json().message).toBe(
      DEPOSIT_MESSAGES.returnReferenceRequired,
    );
    const back = await call('POST', `/admin/unmatched-transfers/${returned.id}/return`, {
      reference: ' FT26120700077 ',
      note: 'Khách gọi báo chuyển nhầm',
    });
    expect(back.json()).toMatchObject({
      data: { status: 'RETURNED', returnReference: 'FT26120700077', note: 'Khách gọi báo chuyển nhầm' },
    });
    // Without the operator's second-level password nothing changes.
    const third = await stray('khong ro nguoi gui');
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/admin/unmatched-transfers/${third.id}/ignore`,
      headers: admin,
      payload: { reason: 'x' },
    });
    expect(bare.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (await call('GET', '/admin/unmatched-transfers?status=UNMATCHED&size=50')).json().data.items.map((tr: { id: number }) => tr.id),
    ).toContain(third.id);

    expect((await auditOf(t.db, `bank_transfer:${ignored.id}`)).map((e) => e.action)).toEqual(['bankTransfer.ignore']);
    expect((await auditOf(t.db, `bank_transfer:${returned.id}`)).map((e) => e.action)).toEqual(['bankTransfer.return']);
    const ledgerAfter = await checkLedger(t.db);
    expect(ledgerAfter.ok).toBe(true);
    expect(ledgerAfter.totalBalance).toBe(ledgerBefore.totalBalance);
    expect(
      (await call('GET', '/admin/unmatched-transfers?status=RETURNED&size=50')).json().data.items.map((tr: { id: number }) => tr.id),
    ).toContain(returned.id);
  });

  it('assigns a transfer to a player, once', async () => {
    const player = await signupUser(t.app);
    const body = webhookBody({ content: 'tien nap cua toi', amount: 90_000 });
    await postWebhook(t.app, t.config.bankWebhookKey, body);
    const list = (await call('GET', '/admin/unmatched-transfers?status=UNMATCHED&size=50')).json();
    const transfer = list.data.items.find((tr: { providerTxId: string }) => tr.providerTxId === String(body.id));
    expect(transfer).toMatchObject({ status: 'UNMATCHED', amount: 90_000, content: 'tien nap cua toi' });

    expect((await call('POST', `/admin/unmatched-transfers/${transfer.id}/assign`, {})).statusCode).toBe(400);
    expect((await call('POST', `/admin/unmatched-transfers/${transfer.id}/assign`, { userId: 1, orderId: 1 })).statusCode).toBe(400);
    expect((await call('POST', `/admin/unmatched-transfers/${transfer.id}/assign`, { userId: 99_999_999 })).statusCode).toBe(404);

    const assigned = await call('POST', `/admin/unmatched-transfers/${transfer.id}/assign`, { userId: player.user.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ success: true, data: { status: 'ASSIGNED', assignedUserId: player.user.id } });
    expect(await balanceOf(t.app, player.user.id)).toBe(90_000);
    const twice = await call('POST', `/admin/unmatched-transfers/${transfer.id}/assign`, { userId: player.user.id });
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(t.app, player.user.id)).toBe(90_000);
    expect((await checkLedger(t.db)).ok).toBe(true);
    // The refused tries (bad input, no such player, twice) left no entry; the assignment one.
    expect(await auditOf(t.db, `bank_transfer:${transfer.id}`)).toEqual([
      {
        actorId: adminId,
        action: 'bankTransfer.assign',
        before: expect.objectContaining({ status: 'UNMATCHED', assignedUserId: null }),
        after: expect.objectContaining({ status: 'ASSIGNED', assignedUserId: player.user.id }),
      },
    ]);
  });

  it("tells the player of a transfer assigned to them, and lists it in their history and in the operator's profile", async () => {
    const player = await signupUser(t.app);
    // A paid order (the bank feed's), then the player's transfer that named no order.
    const paid = await createOrder(t.app, player.token, 50_000);
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: paid.content, amount: 50_000 }));
    const body = webhookBody({ content: 'chuyen tien an uong', amount: 150_000 });
    await postWebhook(t.app, t.config.bankWebhookKey, body);
    const transferId = (await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE provider_tx_id = $1', [String(body.id)]))
      .rows[0].id;
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const notice = nextEvent(socket, 'wallet_credit');
    const balance = nextEvent(socket, 'balanceUpdate');
    const inboxItem = nextEvent(socket, 'inbox_item');

    expect((await call('POST', `/admin/unmatched-transfers/${transferId}/assign`, { userId: player.user.id })).statusCode).toBe(200);
    expect(await notice).toEqual({ kind: 'transfer', transferId, amount: 150_000, content: 'chuyen tien an uong' });
    expect(await balance).toEqual({ balance: 200_000 });
    // And kept in their inbox, on every phone they sign in on.
    expect(await inboxItem).toMatchObject({
      kind: 'transfer_credited',
      amount: 150_000,
      refId: transferId,
      note: 'chuyen tien an uong',
      readAt: null,
    });
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/core/inbox', headers: bearer(player.token) })).json().data;
    expect(inbox).toMatchObject({ total: 2, unread: 2 });
    expect(inbox.items.map((i: { kind: string }) => i.kind)).toEqual(['transfer_credited', 'deposit_confirmed']);

    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/payment-service/u/deposits', headers: bearer(player.token) })).json()
      .data;
    expect(history.total).toBe(2);
    expect(history.items).toEqual([
      expect.objectContaining({
        id: transferId,
        source: 'transfer',
        amount: 150_000,
        content: 'chuyen tien an uong',
        status: 'CONFIRMED',
        cardId: null,
        creditedBy: 'support',
      }),
      expect.objectContaining({ id: paid.orderId, source: 'order', status: 'CONFIRMED', creditedBy: 'bank' }),
    ]);
    // The operator's name is the console's, never the player's.
    expect(history.items[0]).not.toHaveProperty('creditedByName');

    const profile = (await call('GET', `/admin/users/${player.user.id}/profile`)).json().data;
    expect(profile.deposits).toEqual([
      expect.objectContaining({ id: transferId, source: 'transfer', content: 'chuyen tien an uong', creditedByName: TEST_ADMIN.username }),
      expect.objectContaining({ id: paid.orderId, source: 'order', creditedByName: 'webhook' }),
    ]);
  });

  it('assigns a late transfer to its expired order, confirming it; refuses another amount', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 80_000);
    // Expired as the sweep leaves it: with only the time moved back, the sweep might or might not
    // turn it before the assignment, and the audit's 'before' would say either status.
    await t.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second', status = 'EXPIRED' WHERE id = $1`, [
      order.orderId,
    ]);
    const late = webhookBody({ content: order.content, amount: 80_000 });
    const wrong = webhookBody({ content: 'khong ma', amount: 81_000 });
    await postWebhook(t.app, t.config.bankWebhookKey, late);
    await postWebhook(t.app, t.config.bankWebhookKey, wrong);
    const idOf = async (providerTxId: number | string) =>
      (await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE provider_tx_id = $1', [String(providerTxId)])).rows[0].id;

    const refused = await call('POST', `/admin/unmatched-transfers/${await idOf(wrong.id)}/assign`, { orderId: order.orderId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DEPOSIT_MESSAGES.amountMismatch(81_000, 80_000));

    const ok = await call('POST', `/admin/unmatched-transfers/${await idOf(late.id)}/assign`, { orderId: order.orderId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'ASSIGNED', depositOrderId: order.orderId, assignedUserId: player.user.id });
    const deposits = (
      await t.app.inject({ method: 'GET', url: '/api/v1/payment-service/u/deposits', headers: bearer(player.token) })
    ).json();
    // The transfer is the order's payment: one row, the order's, credited by the operator.
    expect(deposits.data.total).toBe(1);
    expect(deposits.data.items[0]).toMatchObject({ id: order.orderId, source: 'order', status: 'CONFIRMED', creditedBy: 'support' });
    const profile = (await call('GET', `/admin/users/${player.user.id}/profile`)).json().data;
    expect(profile.deposits).toEqual([expect.objectContaining({ id: order.orderId, creditedByName: TEST_ADMIN.username })]);
    expect(await balanceOf(t.app, player.user.id)).toBe(80_000);
    // The order is done: the other transfer cannot be assigned to it.
    const again = await call('POST', `/admin/unmatched-transfers/${await idOf(wrong.id)}/assign`, { orderId: order.orderId });
    expect(again.statusCode).toBe(409);
    // The order's own history shows the confirmation the assignment made, once.
    expect(await auditOf(t.db, `deposit_order:${order.orderId}`)).toEqual([
      {
        actorId: adminId,
        action: 'deposit.confirm',
        before: expect.objectContaining({ status: 'EXPIRED' }),
        after: expect.objectContaining({ status: 'CONFIRMED' }),
      },
    ]);
    expect((await auditOf(t.db, `bank_transfer:${await idOf(wrong.id)}`)).length).toBe(0);
  });
});

describe('vendor cards and configs', () => {
  it('adds, updates and deactivates a receiving account', async () => {
    // A new place for players' money, or a new number for one, waits for the second operator.
    const cardOf = async (accountNumber: string) =>
      ((await call('GET', '/admin/vendor-cards')).json().data as Array<{ id: number; accountNumber: string }>).find(
        (c) => c.accountNumber === accountNumber,
      )!;
    const applied = async (response: { statusCode: number; json: () => { data: { pendingChange: { id: number } } } }) => {
      expect(response.statusCode).toBe(202);
      const approval = await approveAs(t.app, checker, response.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorSettings);
      expect(approval.statusCode).toBe(200);
    };
    await applied(await call('POST', '/admin/vendor-cards', { bankCode: 'acb', accountNumber: '55556666', accountName: 'Công ty Demo' }));
    const card = await cardOf('55556666');
    expect(card).toMatchObject({ bankCode: 'ACB', bin: '970416', accountNumber: '55556666', accountName: 'CONG TY DEMO', isActive: true });
    expect((await call('POST', '/admin/vendor-cards', { bankCode: 'ACB', accountNumber: '55556666', accountName: 'X Y' })).statusCode).toBe(
      409,
    );
    expect(
      (await call('POST', '/admin/vendor-cards', { bankCode: 'NOPE', accountNumber: '55556666', accountName: 'X Y' })).json().message,
    ).toBe(PAYMENT_MESSAGES.bankUnknown);
    expect((await call('POST', '/admin/vendor-cards', { bankCode: 'ACB', accountNumber: '12ab', accountName: 'X Y' })).statusCode).toBe(
      400,
    );

    // A new bank and a switch off are two requests: the switch would otherwise ride along unseen.
    const both = await call('PUT', `/admin/vendor-cards/${card.id}`, { isActive: false, bankCode: 'VCB' });
    expect([both.statusCode, both.json().message]).toEqual([400, DEPOSIT_MESSAGES.vendorCardOneThing]);
    await applied(await call('PUT', `/admin/vendor-cards/${card.id}`, { bankCode: 'VCB' }));
    expect((await call('PUT', `/admin/vendor-cards/${card.id}`, { isActive: false })).statusCode).toBe(200);
    expect(await cardOf('55556666')).toMatchObject({ isActive: false, bankCode: 'VCB', bin: '970436', swiftCode: 'BFTVVNVX' });
    expect((await call('PUT', `/admin/vendor-cards/${card.id}`, {})).statusCode).toBe(400);
    expect((await call('PUT', '/admin/vendor-cards/999999', { isActive: true })).statusCode).toBe(404);
    expect((await call('PUT', `/admin/vendor-cards/${card.id}`, { isActive: 'yes' })).statusCode).toBe(400);
    // A duplicate of another card is refused as it is asked for: nothing waits, nothing is written.
    await applied(await call('POST', '/admin/vendor-cards', { bankCode: 'ACB', accountNumber: '77778888', accountName: 'Khac' }));
    const other = await cardOf('77778888');
    expect((await call('PUT', `/admin/vendor-cards/${other.id}`, { bankCode: 'VCB', accountNumber: '55556666' })).statusCode).toBe(409);
    expect((await auditOf(t.db, `vendor_card:${other.id}`)).map((entry) => entry.action)).toEqual(['vendorCard.create']);
    expect(await auditOf(t.db, `vendor_card:${card.id}`)).toEqual([
      {
        actorId: checker.user.id,
        action: 'vendorCard.create',
        before: null,
        after: expect.objectContaining({ accountNumber: '55556666', isActive: true }),
      },
      {
        actorId: checker.user.id,
        action: 'vendorCard.update',
        before: expect.objectContaining({ bankCode: 'ACB', isActive: true }),
        after: expect.objectContaining({ bankCode: 'VCB', isActive: true }),
      },
      {
        actorId: adminId,
        action: 'vendorCard.update',
        before: expect.objectContaining({ bankCode: 'VCB', isActive: true }),
        after: expect.objectContaining({ bankCode: 'VCB', isActive: false }),
      },
    ]);
    const player = await signupUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-service/u/deposits/generate-qr-code',
      headers: bearer(player.token),
      payload: { vendorId: card.id, amount: 100_000 },
    });
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.vendorNotFound);
  });

  it('validates and saves configs', async () => {
    expect((await call('GET', '/admin/configs')).json().data).toEqual(expect.arrayContaining([{ id: 'prefix_order', value: 'HD' }]));
    expect((await call('PUT', '/admin/configs/prefix_order', { value: 'toolong7' })).json().message).toBe(DEPOSIT_MESSAGES.prefixInvalid);
    expect((await call('PUT', '/admin/configs/prefix_order', { value: 'HĐ' })).statusCode).toBe(400);
    expect((await call('PUT', '/admin/configs/deposit_min_amount', { value: '-5' })).json().message).toBe(DEPOSIT_MESSAGES.limitInvalid);
    expect((await call('PUT', '/admin/configs/deposit_min_amount', { value: '1.5' })).statusCode).toBe(400);
    expect((await call('PUT', '/admin/configs/deposit_min_amount', { value: '200000000' })).json().message).toBe(
      DEPOSIT_MESSAGES.limitOrder,
    );
    expect((await call('PUT', '/admin/configs/unknown_key', { value: '1' })).statusCode).toBe(404);
    expect((await call('PUT', '/admin/configs/deposit_max_amount', {})).statusCode).toBe(400);
    // Every refusal above left the log as it was.
    expect(await auditOf(t.db, 'system_config:prefix_order')).toEqual([]);
    expect(await auditOf(t.db, 'system_config:deposit_min_amount')).toEqual([]);

    const saved = await call('PUT', '/admin/configs/prefix_order', { value: 'nap' });
    expect(saved.json()).toMatchObject({ success: true, data: { id: 'prefix_order', value: 'NAP' } });
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 100_000);
    expect(order.content).toBe(`NAP${order.code}`);
    // An order made under the old prefix still matches after the change, and the new one too.
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: `nap ${order.code}`, amount: 100_000 }));
    expect(await balanceOf(t.app, player.user.id)).toBe(100_000);
    expect((await call('PUT', '/admin/configs/prefix_order', { value: 'HD' })).statusCode).toBe(200);
    expect(await auditOf(t.db, 'system_config:prefix_order')).toEqual([
      {
        actorId: adminId,
        action: 'config.update',
        before: { id: 'prefix_order', value: 'HD' },
        after: { id: 'prefix_order', value: 'NAP' },
      },
      {
        actorId: adminId,
        action: 'config.update',
        before: { id: 'prefix_order', value: 'NAP' },
        after: { id: 'prefix_order', value: 'HD' },
      },
    ]);
    expect((await call('PUT', '/admin/configs/deposit_min_amount', { value: 20000 })).json().data.value).toBe('20000');
    expect((await call('PUT', '/admin/configs/deposit_min_amount', { value: '10000' })).statusCode).toBe(200);
  });
});

describe('join_order', () => {
  it("joins only the player's own order room", async () => {
    const owner = await signupUser(t.app);
    const other = await signupUser(t.app);
    const order = await createOrder(t.app, owner.token, 60_000);
    const spy = await connectSocket(baseUrl, other.token);
    const mine = await connectSocket(baseUrl, owner.token);
    sockets.push(spy, mine);
    const ack = (socket: Socket, orderId: unknown) =>
      new Promise<{ ok: boolean }>((resolve) => socket.emit('join_order', { orderId }, resolve));
    expect(await ack(spy, order.orderId)).toEqual({ ok: false });
    expect(await ack(spy, String(order.orderId))).toEqual({ ok: false });
    expect(await ack(spy, 'abc')).toEqual({ ok: false });
    expect(await ack(mine, order.orderId)).toEqual({ ok: true });

    const seen: unknown[] = [];
    spy.on('deposit_status_update', (payload) => seen.push(payload));
    const received = nextEvent(mine, 'deposit_status_update');
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: order.content, amount: 60_000 }));
    expect(await received).toMatchObject({ orderId: order.orderId, status: 'CONFIRMED' });
    await sleep(300);
    expect(seen).toEqual([]);
  });
});

describe('admin CLI', () => {
  it('lists, confirms, rejects, assigns, manages cards and configs', async () => {
    const player = await signupUser(t.app);
    const a = await createOrder(t.app, player.token, 123_000);
    const b = await createOrder(t.app, player.token, 124_000);

    const listed = await cli(['deposits', 'pending']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(a.content);
    expect(listed.out).toContain('123.000 ₫');

    // Asked for by the suite's operator, approved by the second one (each from the CLI).
    const asked = await cli(['deposit-confirm', String(a.orderId)]);
    expect(asked.code).toBe(0);
    const changeId = Number(/#(\d+)/.exec(asked.out)![1]);
    expect(asked.out).toContain('Cần một quản trị viên khác duyệt');
    expect((await cli(['changes'])).out).toContain('Chế độ: hai người duyệt');
    expect((await cli(['change-approve', String(changeId)])).err).toContain('Bạn không thể tự duyệt');
    const asChecker = {
      ADMIN_USERNAME: checker.username,
      ADMIN_PASSWORD: checker.password,
      OPERATOR_SECOND_PASSWORD: checker.secondPassword,
    };
    expect(await cli(['change-approve', String(changeId)], asChecker)).toMatchObject({
      code: 0,
      out: `Đã duyệt và thực hiện yêu cầu #${changeId}.`,
    });
    expect(await balanceOf(t.app, player.user.id)).toBe(123_000);
    expect(await cli(['deposit-confirm', String(a.orderId)])).toMatchObject({ code: 1, err: `Lỗi: ${PAYMENT_MESSAGES.alreadyProcessed}` });
    expect(await cli(['deposit-reject', String(b.orderId), 'Sai', 'nội', 'dung'])).toMatchObject({ code: 0 });
    expect((await t.db.query('SELECT reject_reason FROM deposit_orders WHERE id = $1', [b.orderId])).rows[0]).toEqual({
      reject_reason: 'Sai nội dung',
    });
    expect((await cli(['deposit-reject', String(b.orderId)])).err).toContain('Thiếu tham số');

    const stray = webhookBody({ content: 'CLI stray transfer', amount: 77_000 });
    await postWebhook(t.app, t.config.bankWebhookKey, stray);
    const unmatched = await cli(['unmatched']);
    expect(unmatched.out).toContain('CLI stray transfer');
    const transferId = (await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE provider_tx_id = $1', [String(stray.id)]))
      .rows[0].id;
    expect(await cli(['assign', String(transferId), player.username])).toMatchObject({
      code: 0,
      out: DEPOSIT_MESSAGES.transferAssigned(transferId, player.username),
    });
    expect(await balanceOf(t.app, player.user.id)).toBe(123_000 + 77_000);
    expect((await cli(['assign', String(transferId), player.username])).code).toBe(1);

    const c = await createOrder(t.app, player.token, 55_000);
    const stray2 = webhookBody({ content: 'khong co ma', amount: 55_000 });
    await postWebhook(t.app, t.config.bankWebhookKey, stray2);
    const transfer2 = (await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE provider_tx_id = $1', [String(stray2.id)]))
      .rows[0].id;
    expect((await cli(['assign', String(transfer2), `#${c.orderId}`])).code).toBe(0);
    expect((await t.db.query('SELECT status FROM deposit_orders WHERE id = $1', [c.orderId])).rows[0]).toEqual({ status: 'CONFIRMED' });

    const added = await cli(['vendor-card-add', 'TCB', '19030413601018', 'Nguyen', 'Van', 'A']);
    expect(added.code).toBe(0);
    expect((await cli(['vendor-cards'])).out).not.toContain('19030413601018');
    const cardChange = Number(/#(\d+)/.exec(added.out)![1]);
    expect((await cli(['change-approve', String(cardChange)], asChecker)).code).toBe(0);
    expect((await cli(['vendor-cards'])).out).toContain('NGUYEN VAN A');
    expect((await cli(['vendor-card-add', 'XXX', '19030413601018', 'A', 'B'])).err).toContain(PAYMENT_MESSAGES.bankUnknown);

    expect((await cli(['configs'])).out).toContain('deposit_max_amount');
    expect(await cli(['config-set', 'deposit_max_amount', '200000000'])).toMatchObject({ code: 0 });
    expect((await cli(['config-set', 'prefix_order', 'qua_dai_!'])).err).toContain(DEPOSIT_MESSAGES.prefixInvalid);
    expect((await cli(['deposit-confirm', 'abc'])).code).toBe(1);
  });
});

describe('expiry sweep', () => {
  it('turns overdue pending orders into EXPIRED and tells the player', async () => {
    const short = await createTestApp({ depositTtlMinutes: 0.05, depositSweepIntervalMs: 200 });
    try {
      const url = await short.listen();
      const player = await signupUser(short.app);
      const order = await createOrder(short.app, player.token, 100_000);
      expect(new Date(order.expiredAt).getTime() - new Date(order.createdAt).getTime()).toBe(3_000);
      const socket = await connectSocket(url, player.token);
      try {
        const event = await nextEvent(socket, 'deposit_status_update', 10_000);
        expect(event).toEqual({ orderId: order.orderId, status: 'EXPIRED', amount: 100_000, message: PAYMENT_MESSAGES.depositExpired });
      } finally {
        socket.close();
      }
      expect((await short.db.query('SELECT status FROM deposit_orders WHERE id = $1', [order.orderId])).rows[0]).toEqual({
        status: 'EXPIRED',
      });
      // A transfer that arrives now is kept for the operator.
      await postWebhook(short.app, short.config.bankWebhookKey, webhookBody({ content: order.content, amount: 100_000 }));
      expect(await balanceOf(short.app, player.user.id)).toBe(0);
      const admin2 = await adminHeaders(short.app);
      const unmatched = await short.app.inject({
        method: 'GET',
        url: '/api/admin/unmatched-transfers?status=UNMATCHED',
        headers: admin2,
      });
      expect(JSON.stringify(unmatched.json().data)).toContain(order.content);
    } finally {
      await short.close();
    }
  });
});
