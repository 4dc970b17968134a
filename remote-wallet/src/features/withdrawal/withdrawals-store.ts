import { proxy } from 'valtio';
import { createResource, isApiError, onLogout, PAGE_SIZE, refreshBalance } from '@app/shared';
import { cancelWithdrawal, getWithdrawals, PAYMENT_MESSAGES, type WithdrawalDto } from '@app/shared/signed-in';

// The player's withdrawal history: always fetched on request, page 1 size 10,
// with 'Xem thêm' appending the next page.
export interface WithdrawalsState {
  items: WithdrawalDto[];
  page: number;
  total: number;
  // What the pending requests hold out of the wallet, as page 1 last said (null: not known yet).
  heldAmount: number | null;
  // The request whose cancel is on its way.
  cancelling: number | null;
  loading: boolean;
  loadingMore: boolean;
  loaded: boolean;
  error: string | null;
}

// Nothing read yet: the store at start, and after a logout.
const empty = (): WithdrawalsState => ({
  items: [],
  page: 0,
  total: 0,
  heldAmount: null,
  cancelling: null,
  loading: false,
  loadingMore: false,
  loaded: false,
  error: null,
});

export const withdrawalsStore = proxy<WithdrawalsState>(empty());

const messageOf = (e: unknown) => (isApiError(e) ? e.message : PAYMENT_MESSAGES.withdrawalsLoad);

// Page 1. Every reload replaces the one running; a reload or a reset also drops the answer of a
// 'Xem thêm' page still running.
const firstPage = createResource(async (live) => {
  withdrawalsStore.loading = true;
  withdrawalsStore.error = null;
  try {
    const page = await getWithdrawals(1, PAGE_SIZE);
    if (!live()) return;
    withdrawalsStore.items = page.items ?? [];
    withdrawalsStore.page = 1;
    withdrawalsStore.total = typeof page.total === 'number' ? page.total : (page.items ?? []).length;
    withdrawalsStore.heldAmount = typeof page.heldAmount === 'number' ? page.heldAmount : null;
    withdrawalsStore.loaded = true;
  } catch (e) {
    if (!live()) return;
    withdrawalsStore.error = messageOf(e);
  } finally {
    if (live()) withdrawalsStore.loading = false;
  }
});

export function reloadWithdrawals(): Promise<void> {
  firstPage.reset();
  return firstPage.get();
}

/** Page 1 unless it has been read or is being read: for a view that shows only the held figure. */
export function ensureWithdrawals(): Promise<void> {
  return withdrawalsStore.loaded ? Promise.resolve() : firstPage.get();
}

/**
 * Page 1 read afresh, joining a read already under way (started by another view mounted at the same
 * moment, the held figure beside the balance): it is just as fresh, and one request is enough.
 */
export function freshWithdrawals(): Promise<void> {
  return firstPage.pending() ?? reloadWithdrawals();
}

/**
 * Takes back a pending request: the held amount returns to the wallet. Answers the cancelled
 * withdrawal; a refusal (an operator decided it meanwhile: 409) throws with the server's sentence.
 * Either way the history and the balance are read again, since the request's state has moved on.
 */
export async function cancelPendingWithdrawal(id: number): Promise<WithdrawalDto> {
  if (withdrawalsStore.cancelling !== null) throw new Error(PAYMENT_MESSAGES.withdrawalCancel);
  withdrawalsStore.cancelling = id;
  try {
    return await cancelWithdrawal(id);
  } finally {
    withdrawalsStore.cancelling = null;
    void reloadWithdrawals();
    void refreshBalance();
  }
}

export async function loadMoreWithdrawals(): Promise<void> {
  if (withdrawalsStore.loadingMore || withdrawalsStore.loading) return;
  const live = firstPage.live();
  withdrawalsStore.loadingMore = true;
  try {
    const next = withdrawalsStore.page + 1;
    const page = await getWithdrawals(next, PAGE_SIZE);
    if (!live()) return;
    const seen = new Set(withdrawalsStore.items.map((w) => w.id));
    withdrawalsStore.items = [...withdrawalsStore.items, ...(page.items ?? []).filter((w) => !seen.has(w.id))];
    withdrawalsStore.page = next;
    if (typeof page.total === 'number') withdrawalsStore.total = page.total;
  } catch (e) {
    if (live()) withdrawalsStore.error = messageOf(e);
  } finally {
    withdrawalsStore.loadingMore = false;
  }
}

export const hasMoreWithdrawals = (state: { readonly items: readonly unknown[]; readonly total: number }) =>
  state.items.length < state.total;

export function resetWithdrawals(): void {
  firstPage.reset();
  Object.assign(withdrawalsStore, empty());
}

onLogout(() => resetWithdrawals());
