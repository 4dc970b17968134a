import { proxy } from 'valtio';
import { getBalance } from '../api/core/get-balance';
import { createResource } from '../resource/create-resource';
import { sessionStore } from '../session/session-store';
import { broadcastBalance, listenWindowBalance } from './balance-events';
import { toAmount } from './to-amount';

export interface BalanceState {
  balance: number;
  isLoading: boolean;
  lastUpdated: number | null;
  isInitialized: boolean;
}

const initialBalance = (): BalanceState => ({
  balance: 0,
  isLoading: false,
  lastUpdated: null,
  isInitialized: false,
});

export const balanceStore = proxy<BalanceState>(initialBalance());

/** Where a balance came from: 'api', 'socket', 'event', 'bet', ... (kept in the broadcast). */
export type BalanceSource = string;

// How many balances the page has been given, changed or not: see balanceMark.
let received = 0;

/**
 * Applies a balance if it differs from the current one, then tells the other micro-frontends
 * via the window events. Returns whether it changed.
 */
export function setBalance(value: number | string, source: BalanceSource = 'manual'): boolean {
  const amount = toAmount(value);
  if (amount === null) return false;
  received += 1;
  const unchanged = amount === balanceStore.balance;
  balanceStore.isInitialized = true;
  if (unchanged) return false;
  balanceStore.balance = amount;
  balanceStore.lastUpdated = Date.now();
  broadcastBalance({ balance: amount, source });
  return true;
}

/** Taken when a money-moving request goes out; given back to applyAnsweredBalance with its answer. */
export const balanceMark = (): number => received;

/**
 * The balance a money-moving request's answer carries, applied only when no balance has arrived
 * since the request went out (`mark`). The server follows every change with balanceUpdate, read
 * afresh when sent, so a balance that did arrive meanwhile is this change's own or a later one, and
 * the answer's could be older than it. Without this, a node that dies between its answer and its
 * balanceUpdate leaves the balance before the bet on screen until the next change.
 */
export function applyAnsweredBalance(value: number, mark: number): boolean {
  return received === mark && setBalance(value, 'answer');
}

// Concurrent callers (login, socket connect) share one request; a reset (logout) makes the answer
// of a load still running be dropped, so the old player's balance is never written.
const balanceRequest = createResource(async (live) => {
  balanceStore.isLoading = true;
  try {
    const balance = await getBalance({ silent: true });
    if (live()) setBalance(balance, 'api');
  } catch (error) {
    // Balance fetch failures are only logged (no toast); the last known balance stays.
    console.warn('[balance] load failed', error);
  } finally {
    if (live()) balanceStore.isLoading = false;
  }
});

export function resetBalance(): void {
  balanceRequest.reset();
  Object.assign(balanceStore, initialBalance());
}

function load(): Promise<void> {
  // No session, nothing to ask.
  if (!sessionStore.token) return Promise.resolve();
  return balanceRequest.get();
}

/** Loads unless already initialised with a balance above 0, or already loading. */
export function initializeBalance(): Promise<void> {
  if (balanceStore.isLoading) return balanceRequest.pending() ?? Promise.resolve();
  if (balanceStore.isInitialized && balanceStore.balance > 0) return Promise.resolve();
  return load();
}

/** Always reloads (joins a load already running). */
export function refreshBalance(): Promise<void> {
  return load();
}

let stopListening: (() => void) | null = null;
let listeners = 0;

/**
 * Lets window events carrying {balance} or {newBalance} update the store. Several installers
 * share one listener, which stays until the last of them uninstalls.
 */
export function listenBalanceEvents(): () => void {
  listeners += 1;
  stopListening ??= listenWindowBalance((amount, source) => setBalance(amount, source));
  let installed = true;
  return () => {
    if (!installed) return;
    installed = false;
    listeners -= 1;
    if (listeners === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}
