import type { InboxItemDto } from '../../contracts/inbox';
import { configureApi } from '../../http/client';
import { fakeServer, gate, json } from '../../test-utils/fake-server';
import { notify } from '../../notify/notify';
import { logout } from '../../session/logout';
import { pageNavigation } from '../../session/navigation';
import { sessionStore } from '../../session/session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';
import {
  inboxStore,
  INBOX_PAGE_SIZE,
  loadInbox,
  loadMoreInbox,
  markAllInboxRead,
  markInboxItemRead,
  onInboxItem,
  onInboxRead,
  watchInbox,
} from '../inbox-store';
import { realtimeStore } from '../../realtime/realtime-store';

jest.mock('../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
jest.mock('../../api/auth/post-logout');
jest.mock('../../realtime/connection');

const item = (id: number, readAt: string | null = null): InboxItemDto => ({
  id,
  kind: 'deposit_confirmed',
  amount: id * 1_000,
  refId: id,
  note: null,
  securityKind: null,
  ip: null,
  gameType: null,
  sessionId: null,
  createdAt: '2026-11-28T02:00:00.000Z',
  readAt,
});
const page = (items: InboxItemDto[], total = items.length, unread = items.filter((i) => !i.readAt).length, n = 1) =>
  json(200, { success: true, data: { items, page: n, size: INBOX_PAGE_SIZE, total, unread } });

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  jest.clearAllMocks();
  localStorage.clear();
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  Object.assign(sessionStore, { token: makeToken(), user: makeUser(), isAuthenticated: true, isLoading: false });
  // A fresh store for each test: a logout empties it and forgets any read running.
  const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  await logout();
  assign.mockRestore();
  Object.assign(sessionStore, { token: makeToken(), user: makeUser(), isAuthenticated: true, isLoading: false });
});

it('reads the first page from the server, with its unread count, and keeps nothing on the phone', async () => {
  server.on('GET', '/core/inbox', () => page([item(3), item(2, '2026-11-28T02:05:00.000Z'), item(1)]));
  await loadInbox();
  expect(server.calls('GET', `/core/inbox?page=1&size=${INBOX_PAGE_SIZE}`)).toHaveLength(1);
  expect(inboxStore.items.map((i) => i.id)).toEqual([3, 2, 1]);
  expect(inboxStore).toMatchObject({ total: 3, unread: 2, loaded: true, error: null });
  expect(Object.keys(localStorage)).toEqual([]);
});

it('keeps the failure to say, and reads again when asked', async () => {
  server.on('GET', '/core/inbox', () => json(400, { success: false }));
  await loadInbox();
  expect(inboxStore.error).toBe('Không tải được thông báo. Vui lòng thử lại');
  server.on('GET', '/core/inbox', () => page([item(1)]));
  await loadInbox();
  expect(inboxStore).toMatchObject({ error: null, unread: 1 });
});

it('adds an item heard live once, newest first, and counts it unread', async () => {
  server.on('GET', '/core/inbox', () => page([item(1)]));
  await loadInbox();
  onInboxItem(item(2));
  onInboxItem(item(2));
  expect(inboxStore.items.map((i) => i.id)).toEqual([2, 1]);
  expect(inboxStore).toMatchObject({ total: 2, unread: 2 });
});

it("a read mark made on the player's other phone shows here, with the server's count", async () => {
  server.on('GET', '/core/inbox', () => page([item(2), item(1)]));
  await loadInbox();
  onInboxRead({ ids: [2], unread: 1 }, '2026-11-28T03:00:00.000Z');
  expect(inboxStore.items.map((i) => i.readAt)).toEqual(['2026-11-28T03:00:00.000Z', null]);
  expect(inboxStore.unread).toBe(1);
});

it('marks one item read at once, then asks the server, whose answer sets the count', async () => {
  server.on('GET', '/core/inbox', () => page([item(2), item(1)]));
  await loadInbox();
  const answer = gate<Response>();
  server.on('POST', '/core/inbox/2/read', () => answer.promise);
  const marking = markInboxItemRead(2);
  expect(inboxStore.unread).toBe(1);
  expect(inboxStore.items[0].readAt).not.toBeNull();
  answer.open(json(200, { success: true, data: { ids: [2], unread: 1 } }));
  await marking;
  expect(server.calls('POST', '/core/inbox/2/read')).toHaveLength(1);
  // Already read: nothing is sent again.
  await markInboxItemRead(2);
  expect(server.calls('POST', '/core/inbox/2/read')).toHaveLength(1);
});

it('a mark the server refuses is said, and the list read again shows what the server holds', async () => {
  server.on('GET', '/core/inbox', () => page([item(1)]));
  await loadInbox();
  server.on('POST', '/core/inbox/1/read', () => json(404, { success: false, message: 'Không tìm thấy thông báo' }));
  await markInboxItemRead(1);
  expect(notify.error).toHaveBeenCalledWith('Không tìm thấy thông báo');
  expect(server.calls('GET', `/core/inbox?page=1&size=${INBOX_PAGE_SIZE}`)).toHaveLength(2);
  expect(inboxStore).toMatchObject({ unread: 1 });
  expect(inboxStore.items[0].readAt).toBeNull();
});

it('marks all read with one request', async () => {
  server.on('GET', '/core/inbox', () => page([item(2), item(1)]));
  await loadInbox();
  server.on('POST', '/core/inbox/read-all', () => json(200, { success: true, data: { ids: [2, 1], unread: 0 } }));
  await markAllInboxRead();
  expect(inboxStore.items.every((i) => i.readAt !== null)).toBe(true);
  expect(inboxStore.unread).toBe(0);
  await markAllInboxRead();
  expect(server.calls('POST', '/core/inbox/read-all')).toHaveLength(1);
});

it('appends the next page, an item shifted by a live arrival kept once', async () => {
  const first = Array.from({ length: INBOX_PAGE_SIZE }, (_, i) => item(30 - i));
  server.on('GET', '/core/inbox', (seen) =>
    seen.path.includes('page=2') ? page([item(11), item(10)], INBOX_PAGE_SIZE + 2, 22, 2) : page(first, INBOX_PAGE_SIZE + 2),
  );
  await loadInbox();
  await loadMoreInbox();
  expect(server.calls('GET', `/core/inbox?page=2&size=${INBOX_PAGE_SIZE}`)).toHaveLength(1);
  // 11 came again on page 2 (one item arrived since page 1 was read): listed once.
  expect(inboxStore.items).toHaveLength(INBOX_PAGE_SIZE + 1);
  expect(inboxStore.items.at(-1)!.id).toBe(10);
});

it('a logout empties the inbox, and a read still running then is dropped', async () => {
  server.on('GET', '/core/inbox', () => page([item(1)]));
  await loadInbox();
  const late = gate<Response>();
  server.on('GET', '/core/inbox', () => late.promise);
  const reading = loadInbox();
  const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  await logout();
  assign.mockRestore();
  expect(inboxStore).toMatchObject({ items: [], unread: 0, total: 0, loaded: false });
  late.open(page([item(1)]));
  await reading;
  expect(inboxStore.items).toEqual([]);
});

it('reads the inbox again each time events may have been missed: a reconnect or a resync', async () => {
  server.on('GET', '/core/inbox', () => page([item(1)]));
  const stop = watchInbox();
  await new Promise((r) => setTimeout(r, 0));
  await loadInbox();
  const before = server.calls('GET', `/core/inbox?page=1&size=${INBOX_PAGE_SIZE}`).length;
  server.on('GET', '/core/inbox', () => page([item(2), item(1)]));
  realtimeStore.syncs += 1;
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  expect(server.calls('GET', `/core/inbox?page=1&size=${INBOX_PAGE_SIZE}`).length).toBe(before + 1);
  expect(inboxStore.items.map((i) => i.id)).toEqual([2, 1]);
  // Anything else the store says (a status, a notice) reads nothing again.
  realtimeStore.notice = 'x';
  await new Promise((r) => setTimeout(r, 0));
  expect(server.calls('GET', `/core/inbox?page=1&size=${INBOX_PAGE_SIZE}`).length).toBe(before + 1);
  realtimeStore.notice = null;
  stop();
});
