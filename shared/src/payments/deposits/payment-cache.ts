import { proxy, snapshot } from 'valtio';
import { PAGE_SIZE } from '../../contracts/constants';
import { createResource, onLogout, sessionStore } from '@app/shared';
import { getBanks } from '../../api/deposits/get-banks';
import { getConfigs } from '../../api/deposits/get-configs';
import { getDeposits } from '../../api/deposits/get-deposits';
import { getVendorCards } from '../../api/deposits/get-vendor-cards';
import { depositHistoryKey, type Bank, type DepositPage, type SystemConfig, type VendorCard } from './deposit-types';
import { isObject, readJson, writeJson } from './persisted';

// Caching: banks and vendor cards are refetched only when empty or older than
// 5 minutes, configs when absent or older than 10 minutes; deposits are fetched on every request.
export const BANKS_STALE_MS = 5 * 60_000;
const VENDOR_CARDS_STALE_MS = 5 * 60_000;
export const CONFIGS_STALE_MS = 10 * 60_000;
export const PAYMENT_CACHE_KEY = 'payment-cache';

type ListKey = 'banks' | 'vendorCards' | 'configs' | 'deposits';

export interface PaymentCacheState {
  /** The player the lists belong to. */
  owner: string | null;
  banks: Bank[];
  banksFetchedAt: number | null;
  vendorCards: VendorCard[];
  vendorCardsFetchedAt: number | null;
  /** null: never loaded (the deposit form then refuses to validate amounts). */
  configs: SystemConfig[] | null;
  configsFetchedAt: number | null;
  deposits: DepositPage | null;
  depositsFetchedAt: number | null;
  /** Not persisted. */
  loading: Record<ListKey, boolean>;
  errors: Record<ListKey, string | null>;
}

type Persisted = Omit<PaymentCacheState, 'loading' | 'errors'>;

const idle = (): Record<ListKey, boolean> => ({ banks: false, vendorCards: false, configs: false, deposits: false });
const noErrors = (): Record<ListKey, string | null> => ({ banks: null, vendorCards: null, configs: null, deposits: null });

const empty = (): PaymentCacheState => ({
  owner: null,
  banks: [],
  banksFetchedAt: null,
  vendorCards: [],
  vendorCardsFetchedAt: null,
  configs: null,
  configsFetchedAt: null,
  deposits: null,
  depositsFetchedAt: null,
  loading: idle(),
  errors: noErrors(),
});

/** The clock the staleness rules read; tests may replace `now`. */
export const paymentClock = { now: () => Date.now() };

const currentOwner = (): string | null => {
  const id = sessionStore.user?.id;
  return id === undefined || id === null ? null : String(id);
};

const isPersisted = (v: unknown): v is Persisted =>
  isObject(v) && Array.isArray(v.banks) && Array.isArray(v.vendorCards) && (v.configs === null || Array.isArray(v.configs));

function hydrate(): PaymentCacheState {
  const saved = readJson(PAYMENT_CACHE_KEY, isPersisted);
  if (!saved || saved.owner !== currentOwner()) return empty();
  return { ...empty(), ...saved, loading: idle(), errors: noErrors() };
}

export const paymentCache = proxy<PaymentCacheState>(hydrate());

function persist(): void {
  const { loading: _l, errors: _e, ...rest } = snapshot(paymentCache) as PaymentCacheState;
  writeJson(PAYMENT_CACHE_KEY, rest);
}

// One request per list, shared by concurrent callers (whatever their arguments: the first one's
// win). The freshness rules live in the store, persisted with the lists, not in the requests.
const requests = {
  banks: createResource(() => getBanks()),
  vendorCards: createResource(() => getVendorCards()),
  configs: createResource(() => getConfigs()),
  deposits: createResource((_live, page: number, size: number) => getDeposits(page, size)),
};

// After a reset, an answer for a previous player (or from before a refresh-all) is dropped.
function resetRequests(): void {
  for (const request of Object.values(requests)) request.reset();
}

/** Lists of another player (a login on the same device) are never shown. */
function ensureOwner(): void {
  const owner = currentOwner();
  if (paymentCache.owner !== owner) {
    resetRequests();
    Object.assign(paymentCache, empty(), { owner });
  }
}

export function resetPaymentCache(): void {
  resetRequests();
  Object.assign(paymentCache, empty(), { owner: currentOwner() });
  writeJson(PAYMENT_CACHE_KEY, null);
}

const isStale = (fetchedAt: number | null, maxAgeMs: number, now = paymentClock.now()): boolean =>
  fetchedAt === null || now - fetchedAt >= maxAgeMs;

const needsBanks = (now = paymentClock.now()) =>
  paymentCache.banks.length === 0 || isStale(paymentCache.banksFetchedAt, BANKS_STALE_MS, now);
const needsVendorCards = (now = paymentClock.now()) =>
  paymentCache.vendorCards.length === 0 || isStale(paymentCache.vendorCardsFetchedAt, VENDOR_CARDS_STALE_MS, now);
const needsConfigs = (now = paymentClock.now()) =>
  paymentCache.configs === null || isStale(paymentCache.configsFetchedAt, CONFIGS_STALE_MS, now);

// Every caller applies the answer it gets, each with its own arguments (the page of deposits).
async function track<T>(key: ListKey, request: () => Promise<T>, apply: (value: T) => void): Promise<T> {
  const live = requests[key].live();
  paymentCache.loading[key] = true;
  try {
    const value = await request();
    if (live()) {
      apply(value);
      paymentCache.errors[key] = null;
      persist();
    }
    return value;
  } catch (error) {
    if (live()) paymentCache.errors[key] = error instanceof Error ? error.message : String(error);
    throw error;
  } finally {
    if (live()) paymentCache.loading[key] = false;
  }
}

export async function loadBanks(force = false): Promise<Bank[]> {
  ensureOwner();
  if (!force && !needsBanks()) return paymentCache.banks as Bank[];
  return track(
    'banks',
    () => requests.banks.get(),
    (banks) => {
      paymentCache.banks = banks;
      paymentCache.banksFetchedAt = paymentClock.now();
    },
  );
}

export async function loadVendorCards(force = false): Promise<VendorCard[]> {
  ensureOwner();
  if (!force && !needsVendorCards()) return paymentCache.vendorCards as VendorCard[];
  return track(
    'vendorCards',
    () => requests.vendorCards.get(),
    (cards) => {
      paymentCache.vendorCards = cards;
      paymentCache.vendorCardsFetchedAt = paymentClock.now();
    },
  );
}

export async function loadConfigs(force = false): Promise<SystemConfig[]> {
  ensureOwner();
  if (!force && !needsConfigs()) return paymentCache.configs as SystemConfig[];
  return track(
    'configs',
    () => requests.configs.get(),
    (configs) => {
      paymentCache.configs = configs;
      paymentCache.configsFetchedAt = paymentClock.now();
    },
  );
}

/** Always fetched. Page 1 replaces the list; a later page is appended (the "Xem thêm" button). */
export async function loadDeposits(page = 1, size = PAGE_SIZE): Promise<DepositPage> {
  ensureOwner();
  return track(
    'deposits',
    () => requests.deposits.get(page, size),
    (result) => {
      const previous = paymentCache.deposits;
      if (page > 1 && previous) {
        const seen = new Set(previous.items.map(depositHistoryKey));
        paymentCache.deposits = { ...result, items: [...previous.items, ...result.items.filter((d) => !seen.has(depositHistoryKey(d)))] };
      } else {
        paymentCache.deposits = result;
      }
      paymentCache.depositsFetchedAt = paymentClock.now();
    },
  );
}

/** Clears every list and reloads them. Failures stay in `errors`; nothing is thrown. */
export async function refreshAllPayments(): Promise<void> {
  resetPaymentCache();
  await Promise.allSettled([loadBanks(), loadVendorCards(), loadConfigs(), loadDeposits(1)]);
}

onLogout(() => {
  resetRequests();
  Object.assign(paymentCache, empty());
});
