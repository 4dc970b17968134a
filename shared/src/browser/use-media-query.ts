import { useCallback, useSyncExternalStore } from 'react';

const mediaList = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether the window matches a CSS media query now, redrawn when that changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
