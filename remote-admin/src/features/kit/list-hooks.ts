import { useEffect, useState } from 'react';
import { messageOf } from '@app/shared';

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
