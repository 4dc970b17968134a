import { AUTH_MESSAGES, HTTP_MESSAGES } from '../contracts/messages';
import { connectRealtime } from '../realtime/connection';
import { logout } from './logout';
import { isDefinitiveRefreshFailure, refreshToken } from './refresh-token';
import { sessionStore } from './session-store';

// A socket refused for its token gets a refresh and a new connection. If the server refuses the
// token we just obtained too, we stop there instead of refreshing in a loop.
let freshToken: string | null = null;

export function startRealtime(token: string): void {
  void connectRealtime(token, { onAuthError: handleRealtimeAuthError });
}

export async function handleRealtimeAuthError(message: string): Promise<void> {
  const refused = sessionStore.token;
  if (!refused) return;
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
