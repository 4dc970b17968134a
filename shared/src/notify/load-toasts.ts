// react-toastify (its script and the stylesheet it injects, 6 KB gzip) is fetched when the first
// notice is shown, not with the app: a player who signs in and sees no notice never downloads it.
// A notice shown before the toast area is on screen waits in react-toastify's own queue.
type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const waiting = new Set<(toastify: Toastify) => void>();

export function loadToasts(): Promise<Toastify> {
  if (!loading) {
    loading = import(/* webpackChunkName: "toasts" */ 'react-toastify');
    loading.then(
      (toastify) => {
        loaded = toastify;
        waiting.forEach((listener) => listener(toastify));
      },
      // A failed download (the network dropped) is tried again by the next notice.
      () => {
        loading = null;
      },
    );
  }
  return loading;
}

/** Calls `listener` once react-toastify has arrived (at once if it has); returns the unsubscribe. */
export function whenToastsLoaded(listener: (toastify: Toastify) => void): () => void {
  if (loaded) listener(loaded);
  else waiting.add(listener);
  return () => waiting.delete(listener);
}

/**
 * For a signed-in player, whose bets and deposits answer with notices: fetched once the page is
 * idle, so that the first notice is not kept waiting by the download.
 */
export function loadToastsWhenIdle(): void {
  const load = () => void loadToasts().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5_000 });
  else setTimeout(load, 1_000);
}
