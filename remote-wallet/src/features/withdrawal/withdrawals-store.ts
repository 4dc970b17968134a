import { proxy } from 'valtio';
import { createResource, getWithdrawals, isApiError, onLogout, PAGE_SIZE, PAYMENT_MESSAGES, type WithdrawalDto } from '@app/shared';

// The player's withdrawal history: always fetched on request, page 1 size 10,
// with 'Xem thêm' appending the next page.
export interface WithdrawalsState {
  items: WithdrawalDto[];
  page: number;
  total: number;
  loading: boolean;
  loadingMore: boolean;
  loaded: boolean;
  error: string | null;
}

export const withdrawalsStore = proxy<WithdrawalsState>({
  items: [],
  page: 0,
  total: 0,
  loading: false,
  loadingMore: false,
  loaded: false,
  error: null,
});

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
  Object.assign(withdrawalsStore, { items: [], page: 0, total: 0, loading: false, loadingMore: false, loaded: false, error: null });
}

onLogout(() => resetWithdrawals());
