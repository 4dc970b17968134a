import { proxy, subscribe } from 'valtio';
import {
  INBOX_ITEM_EVENT,
  INBOX_MESSAGES,
  INBOX_READ_EVENT,
  type InboxItemDto,
  type InboxPageDto,
  type InboxReadDto,
} from '../contracts/inbox';
import { notify, realtimeStore, subscribeRealtime, createResource, onLogout, localKeys, removeLocal } from '@app/shared';
import { getInbox } from '../api/inbox/get-inbox';
import { markAllInboxReadRequest } from '../api/inbox/mark-all-inbox-read-request';
import { markInboxItemReadRequest } from '../api/inbox/mark-inbox-item-read-request';

// The player's inbox as the server keeps it (every phone they sign in on shows the same items and
// read marks): the first page read when the header appears and again after a reconnect, later pages
// on demand, new items and read marks made elsewhere heard live (`inbox_item`, `inbox_read`).
export const INBOX_PAGE_SIZE = 20;

export interface InboxState {
  items: InboxItemDto[];
  total: number;
  unread: number;
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

const empty = (): InboxState => ({ items: [], total: 0, unread: 0, loaded: false, loading: false, error: null });

export const inboxStore = proxy<InboxState>(empty());

// Items kept by id, newest (highest id) first: a page read while an item arrived live holds it once.
const merged = (a: readonly InboxItemDto[], b: readonly InboxItemDto[]) => {
  const byId = new Map<number, InboxItemDto>();
  for (const item of [...a, ...b]) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((x, y) => y.id - x.id);
};

const firstPage = createResource(async (live) => {
  inboxStore.loading = true;
  try {
    const page = await getInbox(1, INBOX_PAGE_SIZE);
    if (live()) {
      Object.assign(inboxStore, { items: page.items, total: page.total, unread: page.unread, loaded: true, error: null });
    }
    return page;
  } catch (error) {
    if (live()) inboxStore.error = error instanceof Error ? error.message : INBOX_MESSAGES.load;
    throw error;
  } finally {
    if (live()) inboxStore.loading = false;
  }
});

const nextPage = createResource(async (live, page: number): Promise<InboxPageDto> => {
  const answer = await getInbox(page, INBOX_PAGE_SIZE);
  if (live()) Object.assign(inboxStore, { items: merged(inboxStore.items, answer.items), total: answer.total, unread: answer.unread });
  return answer;
});

/** Reads the first page again (what is on screen is replaced); a failure is kept in `error`. */
export function loadInbox(): Promise<void> {
  return firstPage.get().then(
    () => undefined,
    () => undefined,
  );
}

/** The page after the items shown, appended. */
export function loadMoreInbox(): Promise<void> {
  const page = Math.floor(inboxStore.items.length / INBOX_PAGE_SIZE) + 1;
  return nextPage.get(page).then(
    () => undefined,
    (error: unknown) => notify.error(error instanceof Error ? error.message : INBOX_MESSAGES.load),
  );
}

export const hasMoreInbox = (state: { items: readonly unknown[]; total: number }): boolean => state.items.length < state.total;

/** A new item, from the server: kept once however often it is heard. */
export function onInboxItem(item: InboxItemDto): void {
  if (!item || typeof item.id !== 'number' || inboxStore.items.some((i) => i.id === item.id)) return;
  inboxStore.items = merged([item], inboxStore.items);
  inboxStore.total += 1;
  if (!item.readAt) inboxStore.unread += 1;
}

/** Items marked read (here or on another page of the player): the server's count stands. */
export function onInboxRead(read: InboxReadDto, at = new Date().toISOString()): void {
  if (!read || !Array.isArray(read.ids)) return;
  const ids = new Set(read.ids);
  if (inboxStore.items.some((i) => ids.has(i.id) && !i.readAt)) {
    inboxStore.items = inboxStore.items.map((i) => (ids.has(i.id) && !i.readAt ? { ...i, readAt: at } : i));
  }
  if (typeof read.unread === 'number') inboxStore.unread = read.unread;
}

// A mark shows at once; the server's answer then sets the count. A mark refused is said and the
// list read again, so that what shows is what the server holds.
async function mark(ids: number[], request: () => Promise<InboxReadDto | undefined>): Promise<void> {
  const unreadHere = inboxStore.items.filter((i) => ids.includes(i.id) && !i.readAt).length;
  onInboxRead({ ids, unread: Math.max(0, inboxStore.unread - unreadHere) });
  try {
    const answer = await request();
    if (answer) onInboxRead(answer);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : INBOX_MESSAGES.markRead);
    firstPage.reset();
    await loadInbox();
  }
}

export function markInboxItemRead(id: number): Promise<void> {
  const item = inboxStore.items.find((i) => i.id === id);
  if (!item || item.readAt) return Promise.resolve();
  return mark([id], () => markInboxItemReadRequest(id));
}

export function markAllInboxRead(): Promise<void> {
  if (inboxStore.unread === 0) return Promise.resolve();
  return mark(
    inboxStore.items.map((i) => i.id),
    markAllInboxReadRequest,
  );
}

/** Installed once the player is signed in (the guarded layout): reads the inbox and keeps it live; returns the uninstaller. */
export function watchInbox(): () => void {
  void loadInbox();
  const offItems = subscribeRealtime<InboxItemDto>(INBOX_ITEM_EVENT, onInboxItem);
  const offReads = subscribeRealtime<InboxReadDto>(INBOX_READ_EVENT, (read) => onInboxRead(read));
  // What came while the socket was down, or while the node's Redis link was (resync), is read again.
  let syncs = realtimeStore.syncs;
  const offStatus = subscribe(realtimeStore, () => {
    if (realtimeStore.syncs === syncs) return;
    syncs = realtimeStore.syncs;
    if (inboxStore.loaded) void loadInbox();
  });
  return () => {
    offItems();
    offReads();
    offStatus();
  };
}

onLogout(() => {
  firstPage.reset();
  nextPage.reset();
  Object.assign(inboxStore, empty());
});

// The inbox used to be kept on the phone; the server holds it now and nothing of it was moved
// there. What an earlier version left on this phone (amounts, banks, security notices) goes.
for (const key of localKeys('payment-notifications')) removeLocal(key);
