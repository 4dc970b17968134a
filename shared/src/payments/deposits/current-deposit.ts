import { proxy } from 'valtio';
import { onLogout } from '@app/shared';
import type { CurrentDeposit, DepositClientStatus } from './deposit-types';
import { isObject, readJson, writeJson } from './persisted';

// The deposit the player is paying now (as generateQrCode answered it), kept across reloads until it
// is confirmed, rejected or expired.
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

onLogout(() => {
  currentDepositStore.deposit = null;
});
