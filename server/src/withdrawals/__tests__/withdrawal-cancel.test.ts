import type { Socket } from 'socket.io-client';
import { HTTP_MESSAGES, PAYMENT_MESSAGES, type AdminQueuesEvent } from '@app/shared/contracts';
import {
  TEST_ADMIN,
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
import { API, balanceOfUser, fund, insertToken, ledgerOk, newBankAccountId, withdraw } from './withdrawal-fixtures';

// The player's cancel of their own pending withdrawal: the held amount back to the wallet through the
// ledger, the operators' queue and the player's other screens told; refused once it is closed.
let t: TestApp;
let baseUrl: string;
let admin: SignedIn;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const cancel = (token: string, id: number | string) =>
  t.app.inject({ method: 'POST', url: `${API}/u/withdrawals/${id}/cancel`, headers: bearer(token) });
const decide = async (id: number, verb: 'approve' | 'reject', body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/${verb}`,
    headers: { ...admin.headers, ...(await reviewHeaders(t.db, admin.user.id, id)) },
    payload: body,
  });
const list = (token: string, query = '') => t.app.inject({ method: 'GET', url: `${API}/u/withdrawals${query}`, headers: bearer(token) });
const socketOf = async (credential: string | SignedIn) => {
  const socket = await connectSocket(baseUrl, credential);
  sockets.push(socket);
  return socket;
};

async function playerWithWithdrawals(balance: number, amounts: number[]) {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, balance);
  const accountId = await newBankAccountId(t.app, player.token);
  const ids: number[] = [];
  for (const amount of amounts) {
    const response = await withdraw(t.app, player.token, {
      bankAccountId: accountId,
      amount,
      twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
    });
    if (response.statusCode !== 201) throw new Error(`withdraw: ${response.statusCode} ${response.body}`);
    ids.push(response.json().data.id);
  }
  return { player, ids };
}

describe('POST u/withdrawals/:id/cancel', () => {
  it('returns the held amount to the wallet, closes the request as CANCELLED and tells the player and the operators', async () => {
    const { player, ids } = await playerWithWithdrawals(500_000, [300_000]);
    const [id] = ids;
    expect(await balanceOfUser(t.db, player.user.id)).toBe(200_000);
    const playerSocket = await socketOf(player.token);
    const consoleSocket = await socketOf(admin);
    const status = nextEvent(playerSocket, 'withdrawal_status_update');
    const balance = nextEvent(playerSocket, 'balanceUpdate');
    const queue = nextEvent<AdminQueuesEvent>(consoleSocket, 'adminQueues');
    const pendingBefore = (await t.app.inject({ method: 'GET', url: '/api/admin/queues', headers: admin.headers })).json().data
      .pendingWithdrawals;

    const response = await cancel(player.token, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      statusCode: 200,
      message: PAYMENT_MESSAGES.withdrawalCancelled,
      data: { id, status: 'CANCELLED', amount: 300_000, processedAt: expect.any(String), transactionRef: null, rejectReason: null },
    });
    expect(await balanceOfUser(t.db, player.user.id)).toBe(500_000);
    expect(await status).toEqual({
      withdrawalId: id,
      status: 'CANCELLED',
      amount: 300_000,
      message: 'Bạn đã hủy yêu cầu rút 300.000\u00a0đ. Số tiền đã được hoàn về ví của bạn',
      reason: null,
    });
    expect(await balance).toEqual({ balance: 500_000 });
    expect(await queue).toMatchObject({ changed: 'withdrawals', pendingWithdrawals: pendingBefore - 1 });

    // Returned the way a rejection returns it: one refund beside the hold, under the refund's key.
    const { rows } = await t.db.query<{ kind: string; idempotency_key: string; amount: number }>(
      'SELECT kind, idempotency_key, amount FROM transfers WHERE reference = $1 ORDER BY id',
      [`withdrawal:${id}`],
    );
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
      { kind: 'withdrawal_hold', idempotency_key: `withdrawal-hold:${id}`, amount: 300_000 },
      { kind: 'withdrawal_refund', idempotency_key: `withdrawal-refund:${id}`, amount: 300_000 },
    ]);
    const row = await t.db.query<{ processed_by: number | null }>('SELECT processed_by FROM withdrawals WHERE id = $1', [id]);
    expect(row.rows[0].processed_by).toBeNull();
    expect(await ledgerOk(t.app, admin.headers)).toBe(true);

    // Gone from the operators' queue; listed under its own status.
    const queued = (await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=PENDING&size=100', headers: admin.headers }))
      .json()
      .data.items.map((w: { id: number }) => w.id);
    expect(queued).not.toContain(id);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals?status=cancelled&size=100',
      headers: admin.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.items.find((w: { id: number }) => w.id === id)).toMatchObject({ status: 'CANCELLED', processedBy: null });
  });

  it('answers 409 in Vietnamese once the request is no longer pending, and moves nothing', async () => {
    const { player, ids } = await playerWithWithdrawals(1_000_000, [100_000, 200_000, 300_000]);
    const [cancelled, approved, rejected] = ids;
    expect((await cancel(player.token, cancelled)).statusCode).toBe(200);
    expect((await decide(approved, 'approve', { transactionRef: 'FT1' })).statusCode).toBe(200);
    expect((await decide(rejected, 'reject', { reason: 'Sai tên' })).statusCode).toBe(200);
    const balance = await balanceOfUser(t.db, player.user.id);
    expect(balance).toBe(800_000);

    for (const id of ids) {
      const again = await cancel(player.token, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 409,
        success: false,
        error: 'WITHDRAWAL_NOT_PENDING',
        message: PAYMENT_MESSAGES.withdrawalNotCancellable,
      });
    }
    // An operator's decision after the cancel finds it closed too.
    const late = await decide(cancelled, 'approve', { transactionRef: 'FT2' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PAYMENT_MESSAGES.alreadyProcessed);
    expect(await balanceOfUser(t.db, player.user.id)).toBe(balance);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE reference = ANY($1)', [
      ids.map((id) => `withdrawal:${id}`),
    ]);
    expect(rows[0].n).toBe(6);
    expect(await ledgerOk(t.app, admin.headers)).toBe(true);
  });

  it("is the player's own: another player's request is not found, an operator and a stranger are refused", async () => {
    const { ids } = await playerWithWithdrawals(100_000, [50_000]);
    const other = await signupUser(t.app);
    for (const id of [ids[0], 999_999_999, 'abc', '99999999999999999999']) {
      const response = await cancel(other.token, id);
      expect({ id, status: response.statusCode, message: response.json().message }).toEqual({
        id,
        status: 404,
        message: PAYMENT_MESSAGES.withdrawalNotFound,
      });
    }
    const asOperator = await t.app.inject({ method: 'POST', url: `${API}/u/withdrawals/${ids[0]}/cancel`, headers: admin.headers });
    expect(asOperator.statusCode).toBe(403);
    expect(asOperator.json().message).toBe(HTTP_MESSAGES.operatorHoldsNoWallet);
    expect((await t.app.inject({ method: 'POST', url: `${API}/u/withdrawals/${ids[0]}/cancel` })).statusCode).toBe(401);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [ids[0]]);
    expect(rows[0].status).toBe('PENDING');
  });
});

describe('GET u/withdrawals heldAmount', () => {
  it('is the sum of the pending ones, whatever the page, and follows each close', async () => {
    const { player, ids } = await playerWithWithdrawals(1_000_000, [100_000, 200_000, 300_000]);
    const held = async (query = '') => (await list(player.token, query)).json().data.heldAmount;
    expect(await held()).toBe(600_000);
    expect((await list(player.token, '?page=3&size=1')).json().data).toMatchObject({ items: [{ id: ids[0] }], heldAmount: 600_000 });
    await cancel(player.token, ids[0]);
    expect(await held()).toBe(500_000);
    await decide(ids[1], 'approve', { transactionRef: 'FT' });
    expect(await held()).toBe(300_000);
    await decide(ids[2], 'reject', { reason: 'x' });
    expect(await held()).toBe(0);
    // A player who never withdrew holds nothing.
    expect((await list((await signupUser(t.app)).token)).json().data).toEqual({ items: [], page: 1, size: 10, total: 0, heldAmount: 0 });
  });
});
