import { proxy } from 'valtio';
import { onLogout } from '../session/logout';
import type { CreatedDeposit, CurrentDeposit, DepositClientStatus } from './deposit-types';
import { isObject, readJson, writeJson } from './persisted';

// The deposit the player is paying now, kept across reloads until it is confirmed, rejected or
// expired.
export const CURRENT_DEPOSIT_KEY = 'current-deposit';

export interface CurrentDepositState {
  deposit: CurrentDeposit | null;
}

const isCurrentDeposit = (v: unknown): v is CurrentDeposit =>
  isObject(v) &&
  typeof v.orderId === 'number' &&
  typeof v.amount === 'number' &&
  typeof v.code === 'string' &&
  typeof v.expiryTime === 'number' &&
  typeof v.status === 'string' &&
  isObject(v.bank);

export const currentDepositStore = proxy<CurrentDepositState>({ deposit: readJson(CURRENT_DEPOSIT_KEY, isCurrentDeposit) });

const persist = () => writeJson(CURRENT_DEPOSIT_KEY, currentDepositStore.deposit);

const toMillis = (iso: string, fallback: number): number => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : fallback;
};

/** The current deposit for a just-created order ('pending'). */
export function fromCreatedDeposit(created: CreatedDeposit, now = Date.now(), validityMs = 30 * 60_000): CurrentDeposit {
  const createdAt = toMillis(created.created_at, now);
  return {
    orderId: created.order_id,
    amount: created.amount,
    code: created.code,
    content: created.content,
    qrData: created.qr_data,
    qrUrl: created.qr_url,
    bank: { ...created.bank },
    expiryTime: toMillis(created.expiry_time, createdAt + validityMs),
    status: 'pending',
    createdAt,
  };
}

export function setCurrentDeposit(deposit: CurrentDeposit): void {
  currentDepositStore.deposit = deposit;
  persist();
}

export function updateCurrentDepositStatus(orderId: number, status: DepositClientStatus): void {
  const current = currentDepositStore.deposit;
  if (!current || current.orderId !== orderId) return;
  current.status = status;
  persist();
}

export function clearCurrentDeposit(orderId?: number): void {
  if (orderId !== undefined && currentDepositStore.deposit?.orderId !== orderId) return;
  currentDepositStore.deposit = null;
  persist();
}

export const getCurrentDeposit = (): CurrentDeposit | null => currentDepositStore.deposit;

onLogout(() => {
  currentDepositStore.deposit = null;
});
