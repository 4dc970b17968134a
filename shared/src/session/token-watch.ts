import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD_MS } from '../contracts/constants';
import { HTTP_MESSAGES } from '../contracts/messages';
import { logout } from './logout';
import { isDefinitiveRefreshFailure, refreshToken } from './refresh-token';
import { sessionStore } from './session-store';
import { serverNow, tokenExpiresInMs } from './token';

/** One token check (within 5 minutes of expiry: refresh; expired and refused: log out); exported for the watch and for tests. */
export async function checkToken(now = serverNow()): Promise<void> {
  const token = sessionStore.token;
  if (!token) return;
  const remaining = tokenExpiresInMs(token, now);
  if (remaining > TOKEN_REFRESH_THRESHOLD_MS) return;

  try {
    await refreshToken();
  } catch (error) {
    if (remaining > 0) {
      // Still valid for a while: the next tick tries again.
      console.warn('[session] early token refresh failed', error);
    } else if (isDefinitiveRefreshFailure(error)) {
      await logout({ reason: 'EXPIRED', notice: HTTP_MESSAGES.sessionExpired });
    } else {
      // Offline or server outage: the refresh cookie may still be good once it is back.
      console.warn('[session] token expired and refresh unreachable; retrying', error);
    }
  }
}

let stopCurrent: (() => void) | null = null;

/**
 * Checks the token every 30 s: expired → refresh, a refused refresh logs out with a notice;
 * within 5 min of expiry → refresh, failure only logged. Returns a stop function. Starting
 * again replaces the previous watch (React StrictMode runs effects twice).
 */
export function startTokenWatch(intervalMs = TOKEN_CHECK_INTERVAL_MS): () => void {
  stopCurrent?.();
  const id = setInterval(() => void checkToken(), intervalMs);
  const stop = () => {
    clearInterval(id);
    if (stopCurrent === stop) stopCurrent = null;
  };
  stopCurrent = stop;
  return stop;
}
