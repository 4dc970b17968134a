import type { User } from '../contracts/api';
import { persistAuth } from './auth-state';
import { sessionStore } from './session-store';
import { setSessionFlag } from './session-flags';
import { startRealtime } from './realtime-auth';
import { isTokenExpired, isTokenFormatValid } from './token';

/**
 * Signs the player in locally. Refuses (returns false, changes nothing) unless the token is
 * well formed, unexpired, and a user is given.
 */
export function setAuth(token: string, user: User | null | undefined): boolean {
  if (!user || !isTokenFormatValid(token) || isTokenExpired(token)) return false;
  Object.assign(sessionStore, { token, user, isAuthenticated: true });
  persistAuth();
  setSessionFlag('loginSession', JSON.stringify({ userId: user.id, at: Date.now() }));
  startRealtime(token);
  return true;
}
