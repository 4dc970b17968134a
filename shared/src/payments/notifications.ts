import { proxy } from 'valtio';
import { onLogout } from '../session/logout';
import { isObject, readJson, writeJson } from './persisted';

// Notifications of the wallet, newest first, kept across reloads.
export const NOTIFICATIONS_KEY = 'payment-notifications';
const NOTIFICATIONS_MAX = 50;

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
} as const;

const isList = (v: unknown): v is AppNotification[] =>
  Array.isArray(v) && v.every((n) => isObject(n) && typeof n.id === 'string' && typeof n.title === 'string');

export const notificationsStore = proxy<{ items: AppNotification[] }>({ items: readJson(NOTIFICATIONS_KEY, isList) ?? [] });

const persist = () => writeJson(NOTIFICATIONS_KEY, notificationsStore.items);

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function addNotification(input: { type: NotificationType; title: string; message: string }, now = Date.now()): AppNotification {
  const item: AppNotification = { id: randomId(), timestamp: now, read: false, ...input };
  notificationsStore.items = [item, ...notificationsStore.items].slice(0, NOTIFICATIONS_MAX);
  persist();
  return item;
}

onLogout(() => {
  notificationsStore.items = [];
});
