import { RETURN_RELOAD_THRESHOLD_MS } from '../contracts/constants';
import { pageNavigation } from './navigation';

/**
 * Reloads the page when the player comes back to the tab after it was hidden for longer than
 * thresholdMs: timers and sockets of a backgrounded tab cannot be trusted,
 * a reload is the simplest way to show true state. Returns an uninstall function.
 */
export function installReturnReload(thresholdMs = RETURN_RELOAD_THRESHOLD_MS): () => void {
  let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now();
      return;
    }
    const awayMs = hiddenAt === null ? 0 : Date.now() - hiddenAt;
    hiddenAt = null;
    if (awayMs > thresholdMs) pageNavigation.reload();
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
