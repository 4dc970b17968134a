import { STORAGE_KEYS } from '../contracts/constants';
import { initializeBalance } from '../balance/balance-store';
import { ApiError } from '../http/api-error';
import { isDefinitiveRefreshFailure, refreshToken } from './refresh-token';
import { refreshUser } from './refresh-user';
import { readPersistedUser, sessionStore } from './session-store';
import { clearSessionFlag } from './session-flags';
import { clearAuthState, setAuth } from './set-auth';
import { readLocal, removeLocal } from './storage';
import { isTokenExpired, isTokenFormatValid } from './token';

function forgetStoredSession(): void {
  removeLocal(STORAGE_KEYS.token);
  removeLocal(STORAGE_KEYS.authState);
  clearAuthState();
}

/**
 * Startup (spec 4 "Session"): validates the stored token, refreshes an expired one, then
 * re-fetches the user. Resolves true when the player ends up authenticated. Call it once
 * before the first render: it sets isLoading synchronously.
 */
export async function initSession(): Promise<boolean> {
  sessionStore.isLoading = true;
  // No login call survives a page load: a flag left by a reload mid-login would otherwise
  // disable token refresh (and the auth-page redirect) for the whole tab session.
  clearSessionFlag('attemptingLogin');
  try {
    let token = readLocal(STORAGE_KEYS.token);
    if (!isTokenFormatValid(token)) {
      forgetStoredSession();
      return false;
    }
    if (isTokenExpired(token)) {
      try {
        token = await refreshToken();
      } catch (error) {
        // Opening the app before the network is up must not throw away a refresh cookie that
        // still works: only a refusal forgets the session.
        if (isDefinitiveRefreshFailure(error)) forgetStoredSession();
        else clearAuthState();
        return false;
      }
    }

    const storedUser = readPersistedUser();
    // Show the remembered player at once; the request below confirms or replaces them.
    if (storedUser) setAuth(token, storedUser);
    else sessionStore.token = token;

    try {
      const user = await refreshUser();
      // The request may itself have refreshed the token: use the newest one.
      if (!setAuth(sessionStore.token ?? token, user)) {
        forgetStoredSession();
        return false;
      }
      void initializeBalance();
      return true;
    } catch (error) {
      // Offline or a server outage must not sign the player out; a refused session must.
      const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (transient && sessionStore.isAuthenticated) return true;
      if (!transient) forgetStoredSession();
      return false;
    }
  } finally {
    sessionStore.isLoading = false;
  }
}
