import {
  API_BASE,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SESSION_HEADER,
  type AdminQueuesEvent,
} from '@app/shared/contracts';
import { checkLedger } from '../../ledger/check-ledger';
import {
  TEST_ADMIN,
  addOperator,
  approveAs,
  auditOf,
  connectSocket,
  createTestApp,
  loginUser,
  newOperator,
  nextEvent,
  signupUser,
  sleep,
  testOperatorId,
  writeStepUpToken,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { balanceOf, createOrder, postWebhook, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { PENDING_CHANGE_MESSAGES } from '../pending-change-messages';

// An operator's request with their own step-up for that row (as the console sends it).
async function asOperator(
  t: TestApp,
  headers: Record<string, string>,
  operatorId: number,
  url: string,
  target: string,
  payload: object = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    headers: {
      ...headers,
      [TWO_FACTOR_SESSION_HEADER]: await writeStepUpToken(t.db, operatorId, TWO_FACTOR_ACTIONS.operatorMoney, target),
    },
    payload,
  });
}
const askConfirm = (t: TestApp, headers: Record<string, string>, operatorId: number, orderId: number) =>
  asOperator(t, headers, operatorId, `/admin/deposits/${orderId}/confirm`, STEP_UP_TARGETS.depositOrder(orderId));
const askAssign = (t: TestApp, headers: Record<string, string>, operatorId: number, transferId: number, payload: object) =>
  asOperator(t, headers, operatorId, `/admin/unmatched-transfers/${transferId}/assign`, STEP_UP_TARGETS.bankTransfer(transferId), payload);
// A bank transfer that matched no order, by its id.
async function strayTransfer(t: TestApp, content: string, amount: number): Promise<number> {
  const body = webhookBody({ content, amount });
  await postWebhook(t.app, t.config.bankWebhookKey, body);
  return Number(
    (await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE provider_tx_id = $1', [String(body.id)])).rows[0].id,
  );
}

// Maker-checker with two operators: what one asks for waits until another approves it with their own
// second-level password; the maker never applies their own; a credit is applied once, whatever races.
describe('two operators', () => {
  let t: TestApp;
  let makerHeaders: Record<string, string>;
  let makerId: number;
  let checker: SignedIn & { secondPassword: string };
  beforeAll(async () => {
    // A low review threshold keeps the test's transfers small.
    t = await createTestApp({ manualCreditReviewAbove: 100_000 });
    makerHeaders = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
    makerId = await testOperatorId(t.db);
    checker = await newOperator(t.app);
  });
  afterAll(() => t.close());

  const confirm = (orderId: number, headers = makerHeaders, operatorId = makerId) => askConfirm(t, headers, operatorId, orderId);
  const decide = (headers: Record<string, string>, id: number, action: 'reject' | 'cancel', payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `${API_BASE}/admin/pending-changes/${id}/${action}`, headers, payload });
  const list = async (headers = makerHeaders, status = 'PENDING') =>
    (await t.app.inject({ method: 'GET', url: `${API_BASE}/admin/pending-changes?status=${status}`, headers })).json().data;

  it('a manual credit waits for the second operator, who applies it once; every step audited', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 300_000);
    const asked = await confirm(order.orderId);
    expect(asked.statusCode).toBe(202);
    const change = asked.json().data.pendingChange;
    expect(change).toMatchObject({ status: 'PENDING', executeAfter: null, makerId, amount: 300_000 });
    expect(asked.json().message).toContain('Cần một quản trị viên khác duyệt');
    expect((await list()).modes).toEqual({
      'deposit.confirm': 'two',
      'bankTransfer.assign': 'two',
      'vendorCard.create': 'two',
      'vendorCard.update': 'two',
      'wallet.adjust': 'two',
    });
    // One change is read by its id, whatever the length of the queue (the CLI's approval reads it).
    const one = await t.app.inject({ method: 'GET', url: `${API_BASE}/admin/pending-changes/${change.id}`, headers: checker.headers });
    expect(one.json().data).toMatchObject({ id: change.id, kind: 'deposit.confirm', status: 'PENDING' });
    expect(
      (await t.app.inject({ method: 'GET', url: `${API_BASE}/admin/pending-changes/999999999`, headers: checker.headers })).statusCode,
    ).toBe(404);
    expect((await list()).items.map((c: { id: number }) => c.id)).toContain(change.id);

    // The maker cannot approve their own, even with a valid token (which stays unspent).
    const own = await writeStepUpToken(t.db, makerId, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.pendingChange(change.id));
    const byMaker = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/admin/pending-changes/${change.id}/approve`,
      headers: { ...makerHeaders, [TWO_FACTOR_SESSION_HEADER]: own },
    });
    expect([byMaker.statusCode, byMaker.json().message]).toEqual([403, PENDING_CHANGE_MESSAGES.ownChange]);
    // Nor the checker without a token, or with one of the wrong kind or for another change.
    const bare = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/admin/pending-changes/${change.id}/approve`,
      headers: checker.headers,
    });
    expect([bare.statusCode, bare.json().message]).toEqual([403, TWO_FACTOR_MESSAGES.operatorStepUpRequired]);
    expect((await approveAs(t.app, checker, change.id, TWO_FACTOR_ACTIONS.operatorSettings)).statusCode).toBe(400);
    expect(await balanceOf(t.app, player.user.id)).toBe(0);

    const approved = await approveAs(t.app, checker, change.id, TWO_FACTOR_ACTIONS.operatorMoney);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: PENDING_CHANGE_MESSAGES.approved(change.id),
      data: { status: 'APPLIED', decidedByUsername: checker.username },
    });
    expect(await balanceOf(t.app, player.user.id)).toBe(300_000);
    const again = await approveAs(t.app, checker, change.id, TWO_FACTOR_ACTIONS.operatorMoney);
    expect([again.statusCode, again.json().message]).toEqual([409, PENDING_CHANGE_MESSAGES.alreadyDecided]);
    expect(await balanceOf(t.app, player.user.id)).toBe(300_000);

    expect((await auditOf(t.db, `pending_change:${change.id}`)).map((e) => [e.action, e.actorId])).toEqual([
      ['change.request', makerId],
      ['change.approve', checker.user.id],
    ]);
    expect((await auditOf(t.db, `deposit_order:${order.orderId}`)).map((e) => [e.action, e.actorId])).toEqual([
      ['deposit.confirm', checker.user.id],
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a transfer above the threshold waits; one below it is assigned at once', async () => {
    const player = await signupUser(t.app);
    const assign = async (amount: number) =>
      askAssign(t, makerHeaders, makerId, await strayTransfer(t, `chuyen nham ${amount}`, amount), { userId: player.user.id });
    expect((await assign(100_000)).statusCode).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(100_000);
    const large = await assign(100_001);
    expect(large.statusCode).toBe(202);
    expect(large.json().data.pendingChange).toMatchObject({ kind: 'bankTransfer.assign', amount: 100_001 });
    expect(await balanceOf(t.app, player.user.id)).toBe(100_000);
    expect((await approveAs(t.app, checker, large.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(200_001);
  });

  it('another operator rejects (with a reason), the maker cancels; neither the other way round', async () => {
    const player = await signupUser(t.app);
    const first = (await confirm((await createOrder(t.app, player.token, 40_000)).orderId)).json().data.pendingChange;
    expect((await decide(makerHeaders, first.id, 'reject', { reason: 'x' })).statusCode).toBe(403);
    expect((await decide(checker.headers, first.id, 'reject', {})).json().message).toBe(PENDING_CHANGE_MESSAGES.reasonRequired);
    const rejected = await decide(checker.headers, first.id, 'reject', { reason: 'Không có biên lai' });
    expect(rejected.json()).toMatchObject({ data: { status: 'REJECTED', reason: 'Không có biên lai' } });

    const second = (await confirm((await createOrder(t.app, player.token, 50_000)).orderId)).json().data.pendingChange;
    expect([(await decide(checker.headers, second.id, 'cancel')).statusCode]).toEqual([403]);
    expect((await decide(makerHeaders, second.id, 'cancel')).json()).toMatchObject({ data: { status: 'CANCELLED' } });
    expect((await approveAs(t.app, checker, second.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(409);
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    expect((await list(makerHeaders, 'CANCELLED')).items[0]).toMatchObject({ id: second.id });
  });

  it('every operator hears of a change waiting or decided, with the count', async () => {
    const socket = await connectSocket(await t.listen(), checker);
    try {
      const heard = nextEvent<AdminQueuesEvent>(socket, 'adminQueues');
      const player = await signupUser(t.app);
      const change = (await confirm((await createOrder(t.app, player.token, 60_000)).orderId)).json().data.pendingChange;
      expect(await heard).toMatchObject({ changed: 'changes', pendingChanges: (await list()).items.length });
      const decided = nextEvent<AdminQueuesEvent>(socket, 'adminQueues');
      await decide(makerHeaders, change.id, 'cancel');
      expect((await decided).pendingChanges).toBe((await list()).items.length);
    } finally {
      socket.close();
    }
  });

  it('the approver applies only what they were shown: keys of the body’s own never reach the payload', async () => {
    const player = await signupUser(t.app);
    const shown = await strayTransfer(t, 'tien lac 150000', 150_000);
    const hidden = await strayTransfer(t, 'tien lac 9000000', 9_000_000);
    const asked = await askAssign(t, makerHeaders, makerId, shown, { userId: player.user.id, transferId: hidden });
    expect(asked.statusCode).toBe(202);
    expect((await approveAs(t.app, checker, asked.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(150_000);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM bank_transfers WHERE id = $1', [hidden]);
    expect(rows[0].status).toBe('UNMATCHED');
  });

  it('one payment is never credited twice: a hand confirmation and the late transfer of the same order', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 200_000);
    const asked = (await confirm(order.orderId)).json().data.pendingChange;
    // The bank reports the money after the order expired: kept as unmatched, naming the order.
    await t.db.query(`UPDATE deposit_orders SET status = 'EXPIRED' WHERE id = $1`, [order.orderId]);
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: order.content, amount: 200_000 }));
    const late = await t.db.query<{ id: number }>('SELECT id FROM bank_transfers WHERE deposit_order_id = $1', [order.orderId]);
    const transferId = Number(late.rows[0].id);
    // The transfer cannot also go to the player while the confirmation waits...
    const toPlayer = await askAssign(t, makerHeaders, makerId, transferId, { userId: player.user.id });
    expect(toPlayer.statusCode).toBe(409);
    // ...and the confirmation, now that the bank names a transfer for the order, closes instead of paying.
    const approval = await approveAs(t.app, checker, asked.id, TWO_FACTOR_ACTIONS.operatorMoney);
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toContain('Yêu cầu đã được đóng');
    expect((await list(makerHeaders, 'REJECTED')).items.map((c: { id: number }) => c.id)).toContain(asked.id);
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    // A new hand confirmation is refused outright: the transfer is what to assign.
    expect((await confirm(order.orderId)).statusCode).toBe(409);
  });

  it('a maker disabled since asking takes the request with them', async () => {
    const other = await newOperator(t.app);
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 90_000);
    const asked = (await confirm(order.orderId, other.headers, other.user.id)).json().data.pendingChange;
    await t.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [other.user.id]);
    const approval = await approveAs(t.app, checker, asked.id, TWO_FACTOR_ACTIONS.operatorMoney);
    expect([approval.statusCode, approval.json().message]).toEqual([
      409,
      PENDING_CHANGE_MESSAGES.couldNotApplyNow(PENDING_CHANGE_MESSAGES.makerGone),
    ]);
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
  });

  it('many requests at once: one order waits once; many approvals at once apply it once', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 700_000);
    const asked = await Promise.all(Array.from({ length: 8 }, () => confirm(order.orderId)));
    expect(asked.map((r) => r.statusCode).sort()).toEqual([202, 409, 409, 409, 409, 409, 409, 409]);
    const change = asked.find((r) => r.statusCode === 202)!.json().data.pendingChange;

    const checkers = await Promise.all(Array.from({ length: 6 }, () => newOperator(t.app)));
    const approvals = await Promise.all(checkers.map((c) => approveAs(t.app, c, change.id, TWO_FACTOR_ACTIONS.operatorMoney)));
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(t.app, player.user.id)).toBe(700_000);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE idempotency_key = $1', [
      `deposit:${order.orderId}`,
    ]);
    expect(rows[0].n).toBe(1);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

// Where nobody else could approve, a change waits out the delay and then applies itself, unless its
// maker cancels it first.
describe('one operator (solo mode)', () => {
  let t: TestApp;
  let operatorHeaders: Record<string, string>;
  let operatorId: number;
  beforeAll(async () => {
    t = await createTestApp({ makerCheckerSoloDelayHours: 2 / 3600, pendingChangeSweepIntervalMs: 100 });
    operatorHeaders = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
    operatorId = await testOperatorId(t.db);
  });
  afterAll(() => t.close());

  const confirm = (orderId: number) => askConfirm(t, operatorHeaders, operatorId, orderId);

  it('says so, applies the change after the delay, and audits it as such', async () => {
    const list = (await t.app.inject({ method: 'GET', url: `${API_BASE}/admin/pending-changes`, headers: operatorHeaders })).json().data;
    expect(list).toMatchObject({
      modes: {
        'deposit.confirm': 'solo',
        'bankTransfer.assign': 'solo',
        'vendorCard.create': 'solo',
        'vendorCard.update': 'solo',
        'wallet.adjust': 'solo',
      },
      soloDelayHours: 2 / 3600,
    });
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 90_000);
    const asked = await confirm(order.orderId);
    expect(asked.statusCode).toBe(202);
    const change = asked.json().data.pendingChange;
    expect(change.executeAfter).not.toBeNull();
    expect(asked.json().message).toContain('Không có quản trị viên thứ hai');
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    for (let i = 0; i < 80 && (await balanceOf(t.app, player.user.id)) === 0; i += 1) await sleep(100);
    expect(await balanceOf(t.app, player.user.id)).toBe(90_000);
    expect((await auditOf(t.db, `pending_change:${change.id}`)).map((e) => e.action)).toEqual(['change.request', 'change.applyAfterDelay']);
  });

  it('a change cancelled before its time never applies', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 80_000);
    const change = (await confirm(order.orderId)).json().data.pendingChange;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/admin/pending-changes/${change.id}/cancel`,
      headers: operatorHeaders,
    });
    expect(cancelled.statusCode).toBe(200);
    await sleep(2_500);
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
  });

  it('a change that can no longer apply when its time comes is closed with the reason', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 70_000);
    const change = (await confirm(order.orderId)).json().data.pendingChange;
    // The bank feed reports the money meanwhile: the order is confirmed, the request has nothing left to do.
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: order.content, amount: 70_000 }));
    for (let i = 0; i < 80; i += 1) {
      const { rows } = await t.db.query<{ status: string }>('SELECT status FROM pending_changes WHERE id = $1', [change.id]);
      if (rows[0].status !== 'PENDING') break;
      await sleep(100);
    }
    const { rows } = await t.db.query<{ status: string; reason: string }>('SELECT status, reason FROM pending_changes WHERE id = $1', [
      change.id,
    ]);
    expect(rows[0].status).toBe('REJECTED');
    expect(rows[0].reason).toContain('Không thực hiện được');
    expect(await balanceOf(t.app, player.user.id)).toBe(70_000);
  });

  // Last in this app: the second operator it adds ends the solo mode.
  it('a change whose time comes after a second operator was added waits for their approval instead', async () => {
    const player = await signupUser(t.app);
    const order = await createOrder(t.app, player.token, 60_000);
    const change = (await confirm(order.orderId)).json().data.pendingChange;
    expect(change.executeAfter).not.toBeNull();
    await addOperator(t.app, 'ke_toan', { secondPassword: 'Duyet-hai-7315' });
    await sleep(3_000);
    const { rows } = await t.db.query<{ status: string; execute_after: unknown }>(
      'SELECT status, execute_after FROM pending_changes WHERE id = $1',
      [change.id],
    );
    expect(rows[0]).toEqual({ status: 'PENDING', execute_after: null });
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    expect((await auditOf(t.db, `pending_change:${change.id}`)).map((e) => e.action)).toEqual(['change.request', 'change.awaitApproval']);
    // The accountant now decides it, with their own step-up.
    const accountant = await newOperator(t.app, 'ke_toan');
    expect((await approveAs(t.app, accountant, change.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(60_000);
  });
});

// Who else could approve depends on the kind: a receiving account is approved by an admin only, so an
// admin whose only colleague is an accountant has a second approver for a credit and none for an account.
describe('an admin beside an accountant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addOperator(t.app, 'ke_toan', { secondPassword: 'Duyet-hai-7315' });
  });
  afterAll(() => t.close());

  it('shows each kind of change in its own mode', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const list = (await t.app.inject({ method: 'GET', url: `${API_BASE}/admin/pending-changes`, headers: admin.headers })).json().data;
    expect(list.modes).toEqual({
      'deposit.confirm': 'two',
      'bankTransfer.assign': 'two',
      'vendorCard.create': 'solo',
      'vendorCard.update': 'solo',
      'wallet.adjust': 'two',
    });
  });
});
