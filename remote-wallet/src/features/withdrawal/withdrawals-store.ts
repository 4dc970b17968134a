import { proxy } from 'valtio';
import { getWithdrawals, isApiError, onLogout, PAGE_SIZE, PAYMENT_MESSAGES, type WithdrawalDto } from '@app/shared';

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

let generation = 0;

const messageOf = (e: unknown) => (isApiError(e) ? e.message : PAYMENT_MESSAGES.withdrawalsLoad);

export async function reloadWithdrawals(): Promise<void> {
  const mine = ++generation;
  withdrawalsStore.loading = true;
  withdrawalsStore.error = null;
  try {
    const page = await getWithdrawals(1, PAGE_SIZE);
    if (mine !== generation) return;
    withdrawalsStore.items = page.items ?? [];
    withdrawalsStore.page = 1;
    withdrawalsStore.total = typeof page.total === 'number' ? page.total : (page.items ?? []).length;
    withdrawalsStore.loaded = true;
  } catch (e) {
    if (mine !== generation) return;
    withdrawalsStore.error = messageOf(e);
  } finally {
    if (mine === generation) withdrawalsStore.loading = false;
  }
}

export async function loadMoreWithdrawals(): Promise<void> {
  if (withdrawalsStore.loadingMore || withdrawalsStore.loading) return;
  const mine = generation;
  withdrawalsStore.loadingMore = true;
  try {
    const next = withdrawalsStore.page + 1;
    const page = await getWithdrawals(next, PAGE_SIZE);
    if (mine !== generation) return;
    const seen = new Set(withdrawalsStore.items.map((w) => w.id));
    withdrawalsStore.items = [...withdrawalsStore.items, ...(page.items ?? []).filter((w) => !seen.has(w.id))];
    withdrawalsStore.page = next;
    if (typeof page.total === 'number') withdrawalsStore.total = page.total;
  } catch (e) {
    if (mine === generation) withdrawalsStore.error = messageOf(e);
  } finally {
    withdrawalsStore.loadingMore = false;
  }
}

export const hasMoreWithdrawals = (state: { readonly items: readonly unknown[]; readonly total: number }) =>
  state.items.length < state.total;

export function resetWithdrawals(): void {
  generation++;
  Object.assign(withdrawalsStore, { items: [], page: 0, total: 0, loading: false, loadingMore: false, loaded: false, error: null });
}

onLogout(() => resetWithdrawals());
