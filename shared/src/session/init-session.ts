import { isOperatorRole } from '../contracts/api';
import { STORAGE_KEYS } from '../contracts/constants';
import { initializeBalance } from '../balance/balance-store';
import { ApiError } from '../http/api-error';
import { getMeSession } from '../api/auth/get-me';
import { isDefinitiveRefreshFailure, refreshToken } from './refresh-token';
import { refreshUser } from './refresh-user';
import { readPersistedUser, sessionStore } from './session-store';
import { clearSessionFlag } from './session-flags';
import { clearAuthState } from './auth-state';
import { setAuth } from './set-auth';
import { readLocal, removeLocal } from './storage';
import { isTokenExpired, isTokenFormatValid } from './token';

function forgetStoredSession(): void {
  removeLocal(STORAGE_KEYS.token);
  removeLocal(STORAGE_KEYS.authState);
  clearAuthState();
}

// Only the server refusing the session signs the player out. Anything else (offline, an outage, or
// the page navigating away and aborting the request mid-body, which throws no ApiError at all)
// keeps it: wiping storage then would sign out the page being opened next.
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

// An operator's session is a cookie the page cannot read: /auth/me says whether it still holds, and
// gives back the CSRF token the page lost with the reload.
async function resumeOperatorSession(): Promise<boolean> {
  try {
    const { user, csrfToken } = await getMeSession({ silent: true });
    if (csrfToken && setAuth({ csrfToken, user })) return true;
    forgetStoredSession();
    return false;
  } catch (error) {
    if (isRefusal(error)) forgetStoredSession();
    else clearAuthState();
    return false;
  }
}

/**
 * Startup: validates the stored token, refreshes an expired one, then re-fetches the user; an
 * operator's remembered session is asked of /auth/me. Resolves true when the player ends up
 * authenticated. Call it once before the first render: it sets isLoading synchronously.
 */
export async function initSession(): Promise<boolean> {
  sessionStore.isLoading = true;
  // No login call survives a page load: a flag left by a reload mid-login would otherwise
  // disable token refresh (and the auth-page redirect) for the whole tab session.
  clearSessionFlag('attemptingLogin');
  try {
    let token = readLocal(STORAGE_KEYS.token);
    if (token === null && isOperatorRole(readPersistedUser()?.role)) return await resumeOperatorSession();
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
    if (storedUser) setAuth({ token, user: storedUser });
    else sessionStore.token = token;

    try {
      const user = await refreshUser();
      // The request may itself have refreshed the token: use the newest one.
      if (!setAuth({ token: sessionStore.token ?? token, user })) {
        forgetStoredSession();
        return false;
      }
      void initializeBalance();
      return true;
    } catch (error) {
      const refused = isRefusal(error);
      if (!refused && sessionStore.isAuthenticated) return true;
      if (refused) forgetStoredSession();
      return false;
    }
  } finally {
    sessionStore.isLoading = false;
  }
}
