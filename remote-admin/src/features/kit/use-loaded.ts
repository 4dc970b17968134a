import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@app/shared';

export interface Loaded<T> {
  /** The answer for what is asked now; undefined while another filter's answer would be the one left. */
  data: T | undefined;
  error: string | null;
  loading: boolean;
  /** Asks again; the answer on screen stays until the new one replaces it. */
  reload: () => void;
}

export const messageOf = (error: unknown, fallback: string) => (isApiError(error) && error.message ? error.message : fallback);

const LOAD_FAILED = 'Không tải được dữ liệu. Vui lòng thử lại.';

/**
 * One read of a screen. `deps` say what is asked (a filter, a page, a player): when they change, the
 * old answer is not shown under the new question, nor acted on. `refreshOn` say when to read the same
 * thing again (a realtime announcement): the answer on screen stays meanwhile. A newer read always
 * wins over an older one still on its way.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: readonly unknown[], refreshOn: readonly unknown[] = []): Loaded<T> {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; data: T | undefined; error: string | null; loading: boolean }>({
    key,
    data: undefined,
    error: null,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const mine = ++latest.current;
    setState((s) => (s.key === key ? { ...s, loading: true, error: null } : { key, data: undefined, error: null, loading: true }));
    load().then(
      (data) => {
        if (mine === latest.current) setState({ key, data, error: null, loading: false });
      },
      (error: unknown) => {
        if (mine === latest.current) setState((s) => ({ ...s, key, error: messageOf(error, LOAD_FAILED), loading: false }));
      },
    );
    // `load` is a new function every render; what it reads is in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, ...refreshOn]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : null, loading: !current || state.loading, reload };
}

/** `value` once it has stopped changing for `ms`: a search box asks once per pause, not per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Back to the last page that has rows when the one shown emptied (its last row was decided). */
export function useClampedPage(
  data: { items: unknown[]; page: number; total: number } | undefined,
  size: number,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setPage(Math.max(1, Math.ceil(data.total / size)));
  }, [data, size, setPage]);
}

// A number per first page shown: older rows belong to the first page they were fetched under.
const pageIds = new WeakMap<object, number>();
let nextPageId = 0;
const idOf = (page: object | undefined) => {
  if (!page) return -1;
  let id = pageIds.get(page);
  if (id === undefined) pageIds.set(page, (id = ++nextPageId));
  return id;
};

/**
 * Older rows appended under a first page ('Xem thêm'). They belong to that first page: when it is
 * read again (a filter changed, a refresh) the older rows go, and a page still on its way for the
 * old one is dropped instead of mixed into the new list.
 */
export function useLoadMore<R>(firstPage: object | undefined) {
  const key = idOf(firstPage);
  const empty = { key, rows: [] as R[], busy: false, error: null as string | null, done: false };
  const [state, setState] = useState(empty);
  const current = state.key === key ? state : empty;
  const more = async (fetchPage: () => Promise<{ rows: R[]; done: boolean }>) => {
    if (current.busy) return;
    setState({ ...current, busy: true, error: null });
    try {
      const page = await fetchPage();
      setState((s) => (s.key === key ? { key, rows: [...s.rows, ...page.rows], busy: false, error: null, done: page.done } : s));
    } catch (error) {
      setState((s) => (s.key === key ? { ...s, busy: false, error: messageOf(error, 'Không tải thêm được. Vui lòng thử lại.') } : s));
    }
  };
  return { rows: current.rows, busy: current.busy, error: current.error, done: current.done, more };
}
