import { STORAGE_KEYS } from '../contracts/constants';
import type { User } from '../contracts/api';
import { resetBalance } from '../balance/balance-store';
import { bumpSessionEpoch, emptySession, sessionStore, type PersistedAuth } from './session-store';
import { setSessionFlag } from './session-flags';
import { startRealtime } from './realtime-auth';
import { writeLocal } from './storage';
import { isTokenExpired, isTokenFormatValid } from './token';

export function persistAuth(): void {
  const { token, user, isAuthenticated } = sessionStore;
  if (token) writeLocal(STORAGE_KEYS.token, token);
  const persisted: PersistedAuth = { state: { token, user, isAuthenticated }, version: 0 };
  writeLocal(STORAGE_KEYS.authState, JSON.stringify(persisted));
}

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

/** Replaces the access token after a refresh; the user and the socket stay. */
export function applyToken(token: string): void {
  sessionStore.token = token;
  persistAuth();
}

export function updateUser(user: User): void {
  sessionStore.user = user;
  persistAuth();
}

/** In-memory end of the session (storage is the caller's business). */
export function clearAuthState(): void {
  bumpSessionEpoch();
  Object.assign(sessionStore, emptySession());
  // Spec 4 "Balance": balance returns to its defaults when isAuthenticated becomes false.
  resetBalance();
}
