import { proxy } from 'valtio';
import { createResource, isApiError, onLogout } from '@app/shared';
import { getBankAccounts, type UserBankAccount, PAYMENT_MESSAGES } from '@app/shared/signed-in';

// The player's bank accounts, shared by the bank screen and the withdraw dialog: refetched only if
// empty or stale (5 min); after a change the list is cleared and reloaded after 100 ms.
const BANK_ACCOUNTS_STALE_MS = 300_000;
const BANK_ACCOUNTS_RELOAD_DELAY_MS = 100;

export interface BankAccountsState {
  accounts: UserBankAccount[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
  lastFetch: number;
}

export const bankAccountsStore = proxy<BankAccountsState>({
  accounts: [],
  loading: false,
  loaded: false,
  error: null,
  lastFetch: 0,
});

// Concurrent loads share one request; a forced load or a reset drops the answer of the one running.
const accountsRequest = createResource(async (live) => {
  bankAccountsStore.loading = true;
  bankAccountsStore.error = null;
  try {
    const accounts = await getBankAccounts();
    if (!live()) return;
    bankAccountsStore.accounts = accounts;
    bankAccountsStore.loaded = true;
    bankAccountsStore.lastFetch = Date.now();
  } catch (error) {
    if (live()) bankAccountsStore.error = isApiError(error) ? error.message : PAYMENT_MESSAGES.bankAccountsLoad;
  } finally {
    if (live()) bankAccountsStore.loading = false;
  }
});
let reloadTimer: ReturnType<typeof setTimeout> | null = null;
let waiting: (() => void)[] = [];

const release = () => {
  const done = waiting;
  waiting = [];
  done.forEach((resolve) => resolve());
};

export function loadBankAccounts(force = false): Promise<void> {
  const fresh = bankAccountsStore.loaded && Date.now() - bankAccountsStore.lastFetch < BANK_ACCOUNTS_STALE_MS;
  if (!force && fresh) return accountsRequest.pending() ?? Promise.resolve();
  if (force) accountsRequest.reset();
  return accountsRequest.get();
}

/** After a create, update, delete or set-default: clear the cache, reload after 100 ms. */
export function invalidateBankAccounts(): Promise<void> {
  bankAccountsStore.lastFetch = 0;
  bankAccountsStore.loading = true;
  if (reloadTimer) clearTimeout(reloadTimer);
  return new Promise((resolve) => {
    waiting.push(resolve);
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      void loadBankAccounts(true).then(release);
    }, BANK_ACCOUNTS_RELOAD_DELAY_MS);
  });
}

/** Forget everything (tests, logout). */
export function resetBankAccounts(): void {
  accountsRequest.reset();
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = null;
  release();
  Object.assign(bankAccountsStore, { accounts: [], loading: false, loaded: false, error: null, lastFetch: 0 });
}

// Another player must never see the previous one's accounts.
onLogout(() => resetBankAccounts());

/** '0123456789' → '•••• 6789'. */
export function maskAccountNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  if (digits.length <= 4) return digits;
  return `•••• ${digits.slice(-4)}`;
}
