import type { Socket } from 'socket.io-client';
import {
  API_BASE,
  INBOX_KEEP,
  INBOX_MESSAGES,
  INBOX_PATHS,
  inboxItemText,
  type InboxItemDto,
  type InboxReadDto,
} from '@app/shared/contracts';
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
import { fund, insertToken, newBankAccountId, withdraw, API } from '../../withdrawals/__tests__/withdrawal-fixtures';
import { createOrder, postWebhook, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { insertInboxItem } from '../inbox-store';

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

const list = (player: SignedIn, query = '') =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${INBOX_PATHS.list}${query}`, headers: bearer(player.token) });
const markRead = (player: SignedIn, id: number | string) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}${INBOX_PATHS.read(id)}`, headers: bearer(player.token) });
const markAll = (player: SignedIn) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}${INBOX_PATHS.readAll}`, headers: bearer(player.token) });
const socketOf = async (player: SignedIn) => {
  const socket = await connectSocket(baseUrl, player.token);
  sockets.push(socket);
  return socket;
};
// Items written straight into the inbox, as the services do in their transactions.
const addItems = async (player: SignedIn, amounts: number[]) => {
  const items: InboxItemDto[] = [];
  for (const amount of amounts) items.push(await insertInboxItem(t.db, player.user.id, 'deposit_confirmed', { amount, refId: amount }));
  return items;
};

it('a deposit the bank feed confirms puts an unread item in the inbox, and sends it to the player at once', async () => {
  const player = await signupUser(t.app);
  const order = await createOrder(t.app, player.token, 250_000);
  const socket = await socketOf(player);
  const arrived = nextEvent<InboxItemDto>(socket, 'inbox_item');

  expect((await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: order.content, amount: 250_000 }))).statusCode).toBe(
    200,
  );

  const item = await arrived;
  expect(item).toMatchObject({ kind: 'deposit_confirmed', amount: 250_000, refId: order.orderId, readAt: null });
  const page = (await list(player)).json().data;
  expect(page).toMatchObject({ page: 1, total: 1, unread: 1 });
  expect(page.items).toEqual([item]);
  // The replayed notification credits nothing and adds nothing.
  await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: order.content, amount: 250_000 }));
  expect((await list(player)).json().data.total).toBe(1);
});

it('lists a page newest first, with the total and the unread count', async () => {
  const player = await signupUser(t.app);
  await addItems(player, [1_000, 2_000, 3_000, 4_000, 5_000]);
  const first = (await list(player, '?page=1&size=2')).json().data;
  expect(first).toMatchObject({ page: 1, size: 2, total: 5, unread: 5 });
  expect(first.items.map((i: InboxItemDto) => i.amount)).toEqual([5_000, 4_000]);
  const last = (await list(player, '?page=3&size=2')).json().data;
  expect(last.items.map((i: InboxItemDto) => i.amount)).toEqual([1_000]);
  const bad = await list(player, '?size=1000');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Số dòng mỗi trang phải từ 1 đến 100');
});

it("marks one item read for its owner, tells the player's other pages, and keeps the first time it was read", async () => {
  const player = await signupUser(t.app);
  const [older, newer] = await addItems(player, [10_000, 20_000]);
  const otherPhone = await socketOf(player);
  const told = nextEvent<InboxReadDto>(otherPhone, 'inbox_read');

  const answer = await markRead(player, newer.id);
  expect(answer.statusCode).toBe(200);
  expect(answer.json().data).toEqual({ ids: [newer.id], unread: 1 });
  expect(await told).toEqual({ ids: [newer.id], unread: 1 });

  const items: InboxItemDto[] = (await list(player)).json().data.items;
  const readAt = items.find((i) => i.id === newer.id)!.readAt;
  expect(readAt).not.toBeNull();
  expect(items.find((i) => i.id === older.id)!.readAt).toBeNull();
  // Read again: still read since the first time.
  expect((await markRead(player, newer.id)).json().data).toEqual({ ids: [newer.id], unread: 1 });
  expect(((await list(player)).json().data.items as InboxItemDto[]).find((i) => i.id === newer.id)!.readAt).toBe(readAt);
});

it('another player cannot mark an item read: 404, as for an item that does not exist, and it stays unread', async () => {
  const owner = await signupUser(t.app);
  const stranger = await signupUser(t.app);
  const [item] = await addItems(owner, [30_000]);
  const refused = await markRead(stranger, item.id);
  expect(refused.statusCode).toBe(404);
  expect(refused.json().message).toBe(INBOX_MESSAGES.notFound);
  expect((await markRead(stranger, 999_999_999)).statusCode).toBe(404);
  expect((await list(owner)).json().data).toMatchObject({ unread: 1 });
  expect((await list(stranger)).json().data).toMatchObject({ total: 0, unread: 0 });
});

it.each(['abc', '0', '-1', '1.5', '1e3', '9999999999999999999', '%20'])(
  'refuses the malformed id %p with a 400 in Vietnamese',
  async (id) => {
    const player = await signupUser(t.app);
    const refused = await markRead(player, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INBOX_MESSAGES.idInvalid);
  },
);

it('marks all read at once, naming the items it marked; a second time marks none and tells nobody', async () => {
  const player = await signupUser(t.app);
  const items = await addItems(player, [1, 2, 3]);
  await markRead(player, items[0].id);
  const answer = (await markAll(player)).json().data;
  expect(answer).toEqual({ ids: [items[2].id, items[1].id], unread: 0 });
  expect((await list(player)).json().data).toMatchObject({ total: 3, unread: 0 });
  expect((await markAll(player)).json().data).toEqual({ ids: [], unread: 0 });
});

it(`keeps the newest ${INBOX_KEEP} items of a player, and only theirs`, async () => {
  const player = await signupUser(t.app);
  const neighbour = await signupUser(t.app);
  const [kept] = await addItems(neighbour, [7]);
  await addItems(
    player,
    Array.from({ length: INBOX_KEEP + 5 }, (_, i) => i + 1),
  );
  const page = (await list(player, '?size=100')).json().data;
  expect(page.total).toBe(INBOX_KEEP);
  expect(page.items[0].amount).toBe(INBOX_KEEP + 5);
  expect(page.items[INBOX_KEEP - 1].amount).toBe(6);
  expect((await list(neighbour)).json().data.items.map((i: InboxItemDto) => i.id)).toEqual([kept.id]);
});

it('answers the inbox to a signed-in player only', async () => {
  const answer = await t.app.inject({ method: 'GET', url: `${API_BASE}${INBOX_PATHS.list}` });
  expect(answer.statusCode).toBe(401);
});

it('a withdrawal asked for, rejected or cancelled, and a security change each leave their item, worded by the contract', async () => {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, 500_000);
  // Adding the bank account is a security change of its own.
  const bankAccountId = await newBankAccountId(t.app, player.token);
  const ask = async (amount: number) => {
    const response = await withdraw(t.app, player.token, {
      bankAccountId,
      amount,
      twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };
  const rejected = await ask(100_000);
  const cancelled = await ask(200_000);
  const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  const decision = await t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${rejected}/reject`,
    headers: { ...admin.headers, ...(await reviewHeaders(t.db, admin.user.id, rejected)) },
    payload: { reason: 'Sai tên chủ tài khoản' },
  });
  expect(decision.statusCode).toBe(200);
  expect(
    (await t.app.inject({ method: 'POST', url: `${API}/u/withdrawals/${cancelled}/cancel`, headers: bearer(player.token) })).statusCode,
  ).toBe(200);

  const items: InboxItemDto[] = (await list(player)).json().data.items;
  expect(items.map((i) => [i.kind, i.amount, i.refId])).toEqual([
    ['withdrawal_cancelled', 200_000, cancelled],
    ['withdrawal_rejected', 100_000, rejected],
    ['withdrawal_requested', 200_000, cancelled],
    ['withdrawal_requested', 100_000, rejected],
    ['security', null, null],
  ]);
  expect(items.map((i) => inboxItemText(i).title)).toEqual([
    'Đã hủy yêu cầu rút tiền (200.000\u00a0đ)',
    'Rút tiền bị từ chối (100.000\u00a0đ)',
    'Tạo yêu cầu rút tiền thành công',
    'Tạo yêu cầu rút tiền thành công',
    'Cảnh báo bảo mật',
  ]);
  expect(inboxItemText(items[1]).message).toBe(
    'Yêu cầu rút 100.000\u00a0đ bị từ chối: Sai tên chủ tài khoản. Số tiền đã được hoàn về ví của bạn',
  );
  expect(inboxItemText(items[2]).message).toBe('Yêu cầu rút 200.000\u00a0đ đang chờ duyệt, thường trong 15–30 phút');
  expect(items[4].securityKind).toBe('bank_account_added');
  expect(inboxItemText(items[4]).message).toMatch(/^Thêm tài khoản ngân hàng vừa được thực hiện trên tài khoản của bạn/);
});

it('a withdrawal refused (above the balance) leaves no item: the item is written with the change or not at all', async () => {
  const player = await signupUser(t.app);
  const bankAccountId = await newBankAccountId(t.app, player.token);
  const refused = await withdraw(t.app, player.token, {
    bankAccountId,
    amount: 100_000,
    twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
  });
  expect(refused.statusCode).toBe(400);
  expect(((await list(player)).json().data.items as InboxItemDto[]).map((i) => i.kind)).toEqual(['security']);
});
