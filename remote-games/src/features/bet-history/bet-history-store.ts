import { proxy } from 'valtio';
import { isApiError } from '@app/shared';
import { type BetHistoryDto } from '@app/shared/signed-in';

export const BET_HISTORY_PAGE = 20;
const LOAD_FAILED = 'Không thể tải lịch sử cược. Vui lòng thử lại.';

export interface BetHistoryState {
  bets: BetHistoryDto[];
  // 'loading' until the first page is here; 'error' when it could not be read (see error).
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  // Older bets may remain: the last page was full.
  hasMore: boolean;
  loadingMore: boolean;
  // A later page failed: the rows already shown stay, with this under them.
  moreError: string | null;
}

export type FetchBetPage = (limit: number, before?: number) => Promise<BetHistoryDto[]>;

/**
 * The player's bet history, a page at a time: the first page, then each next one from the last bet
 * listed (the server's `before` cursor), so a bet placed meanwhile never shifts a page.
 */
export function createBetHistory(fetchPage: FetchBetPage, pageSize = BET_HISTORY_PAGE) {
  const state = proxy<BetHistoryState>({ bets: [], status: 'loading', error: null, hasMore: false, loadingMore: false, moreError: null });
  // An answer to an older load (a retry pressed twice) must not write over a newer one.
  let generation = 0;

  const failure = (error: unknown) => (isApiError(error) ? error.message : LOAD_FAILED);

  async function load(): Promise<void> {
    const mine = ++generation;
    state.status = 'loading';
    state.error = null;
    try {
      const page = await fetchPage(pageSize);
      if (mine !== generation) return;
      state.bets = page;
      state.hasMore = page.length === pageSize;
      state.status = 'ready';
    } catch (error) {
      if (mine !== generation) return;
      state.status = 'error';
      state.error = failure(error);
    }
  }

  async function loadMore(): Promise<void> {
    if (state.status !== 'ready' || !state.hasMore || state.loadingMore) return;
    const mine = generation;
    state.loadingMore = true;
    state.moreError = null;
    try {
      const page = await fetchPage(pageSize, state.bets[state.bets.length - 1].betId);
      if (mine !== generation) return;
      const known = new Set(state.bets.map((b) => b.betId));
      state.bets = [...state.bets, ...page.filter((b) => !known.has(b.betId))];
      state.hasMore = page.length === pageSize;
    } catch (error) {
      if (mine === generation) state.moreError = failure(error);
    } finally {
      if (mine === generation) state.loadingMore = false;
    }
  }

  return { state, load, loadMore };
}
