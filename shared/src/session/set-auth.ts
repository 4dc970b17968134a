import type { User } from '../contracts/api';
import { persistAuth } from './auth-state';
import { sessionStore } from './session-store';
import { setSessionFlag } from './session-flags';
import { startRealtime } from './realtime-auth';
import { isTokenExpired, isTokenFormatValid } from './token';

/** What a sign-in gives: a player's access token, or an operator's CSRF token (their session is a cookie). */
type Grant = { token: string; user: User | null | undefined } | { csrfToken: string; user: User | null | undefined };

const isPlayerGrant = (grant: Grant): grant is Extract<Grant, { token: string }> =>
  typeof (grant as { token?: unknown }).token === 'string';

/**
 * Signs the player in locally. Refuses (returns false, changes nothing) unless a user is given with
 * a token well formed and unexpired, or with a CSRF token.
 */
export function setAuth(grant: Grant): boolean {
  const { user } = grant;
  if (!user) return false;
  if (isPlayerGrant(grant)) {
    if (!isTokenFormatValid(grant.token) || isTokenExpired(grant.token)) return false;
    Object.assign(sessionStore, { token: grant.token, csrfToken: null, user, isAuthenticated: true });
  } else {
    if (typeof grant.csrfToken !== 'string' || grant.csrfToken === '') return false;
    Object.assign(sessionStore, { token: null, csrfToken: grant.csrfToken, user, isAuthenticated: true });
  }
  persistAuth();
  setSessionFlag('loginSession', JSON.stringify({ userId: user.id, at: Date.now() }));
  startRealtime(sessionStore.token);
  return true;
}
