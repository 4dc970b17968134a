import { proxy, subscribe } from 'valtio';
import { onLogout } from '../session/logout';
import { sessionStore } from '../session/session-store';
import { localKeys, removeLocal } from '../session/storage';
import { isObject, readJson, writeJson } from './persisted';

// The player's inbox (the bell in the header): deposits, transfers the support desk recorded,
// withdrawals and security notices, newest first, with read marks. Kept on this device under the player's id, across reloads, and only while
// they are signed in: a logout (their own or a forced one) clears it with the rest of their storage
// (session/storage.ts), since it tells amounts, banks and security events to whoever picks the
// phone up next. An inbox left behind by a session that never logged out (the tab closed) goes when
// another player signs in on the device.
export const NOTIFICATIONS_KEY = 'payment-notifications';
const NOTIFICATIONS_MAX = 50;
const keyOf = (userId: number) => `${NOTIFICATIONS_KEY}:${userId}`;

export type NotificationType = 'success' | 'error' | 'info';

export interface AppNotification {
  id: string;
  timestamp: number;
  read: boolean;
  type: NotificationType;
  title: string;
  message: string;
}

export const NOTIFICATION_TITLES = {
  statusUpdate: 'Cập nhật trạng thái giao dịch',
  balanceUpdate: 'Cập nhật số dư',
  system: 'Thông báo hệ thống',
  depositConfirmed: 'Nạp tiền thành công',
  depositRejected: 'Nạp tiền bị từ chối',
  withdrawalApproved: 'Rút tiền thành công',
  withdrawalRejected: 'Rút tiền bị từ chối',
  withdrawalCancelled: 'Đã hủy yêu cầu rút tiền',
  transferCredited: 'Hỗ trợ đã ghi nhận chuyển khoản',
} as const;

const isList = (v: unknown): v is AppNotification[] =>
  Array.isArray(v) && v.every((n) => isObject(n) && typeof n.id === 'string' && typeof n.title === 'string');

export const notificationsStore = proxy<{ items: AppNotification[] }>({ items: [] });

// Whose inbox is in the store: its items are written under that player's key.
let owner: number | null = null;

function openInboxOf(userId: number | null): void {
  if (userId === owner) return;
  owner = userId;
  if (userId !== null) {
    for (const key of localKeys(`${NOTIFICATIONS_KEY}:`)) if (key !== keyOf(userId)) removeLocal(key);
  }
  notificationsStore.items = userId === null ? [] : (readJson(keyOf(userId), isList) ?? []);
}

const persist = () => {
  if (owner !== null) writeJson(keyOf(owner), notificationsStore.items);
};

// The inbox follows the signed-in player (at start from the remembered session, then each sign-in).
openInboxOf(sessionStore.user?.id ?? null);
subscribe(sessionStore, () => openInboxOf(sessionStore.user?.id ?? null));
// Before inboxes were kept per player, one list was kept for whoever used the phone.
removeLocal(NOTIFICATIONS_KEY);

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Adds a notification, unread. `id` names the event it tells of (a deposit's confirmation): the same
 * event told twice (two deliveries, a resync) is kept once.
 */
export function addNotification(
  input: { type: NotificationType; title: string; message: string; id?: string },
  now = Date.now(),
): AppNotification {
  const known = input.id === undefined ? undefined : notificationsStore.items.find((n) => n.id === input.id);
  if (known) return known;
  const item: AppNotification = { timestamp: now, read: false, ...input, id: input.id ?? randomId() };
  notificationsStore.items = [item, ...notificationsStore.items].slice(0, NOTIFICATIONS_MAX);
  persist();
  return item;
}

export const unreadCount = (items: readonly Pick<AppNotification, 'read'>[]): number => items.filter((n) => !n.read).length;

export function markNotificationRead(id: string): void {
  if (!notificationsStore.items.some((n) => n.id === id && !n.read)) return;
  notificationsStore.items = notificationsStore.items.map((n) => (n.id === id ? { ...n, read: true } : n));
  persist();
}

export function markAllNotificationsRead(): void {
  if (unreadCount(notificationsStore.items) === 0) return;
  notificationsStore.items = notificationsStore.items.map((n) => (n.read ? n : { ...n, read: true }));
  persist();
}

onLogout(() => openInboxOf(null));
