import { AUTH_MESSAGES, HTTP_MESSAGES } from '../contracts/messages';
import { connectRealtime } from '../realtime/connection';
import { logout } from './logout';
import { isDefinitiveRefreshFailure, refreshToken } from './refresh-token';
import { sessionStore } from './session-store';

// A socket refused for its token gets a refresh and a new connection. If the server refuses the
// token we just obtained too, we stop there instead of refreshing in a loop.
let freshToken: string | null = null;

/** A player's socket sends their token; an operator's (token null) is let in by the session cookie. */
export function startRealtime(token: string | null): void {
  void connectRealtime(token, { onAuthError: handleRealtimeAuthError });
}

export async function handleRealtimeAuthError(message: string): Promise<void> {
  const refused = sessionStore.token;
  if (!refused) {
    // An operator's cookie has nothing to renew it: refused means the session is over.
    if (sessionStore.csrfToken) void logout({ reason: 'EXPIRED', notice: HTTP_MESSAGES.sessionExpired });
    return;
  }
  if (refused === freshToken) {
    console.warn('[realtime] fresh token refused:', message || AUTH_MESSAGES.tokenExpired);
    return;
  }
  try {
    const token = await refreshToken();
    freshToken = token;
    void connectRealtime(token, { onAuthError: handleRealtimeAuthError });
  } catch (error) {
    if (isDefinitiveRefreshFailure(error)) void logout({ notice: HTTP_MESSAGES.sessionExpired });
    else console.warn('[realtime] token refresh failed', error);
  }
}
