import { STORAGE_KEYS } from '../contracts/constants';
import type { User } from '../contracts/api';
import { resetBalance } from '../balance/balance-store';
import { bumpSessionEpoch, emptySession, sessionStore, type PersistedAuth } from './session-store';
import { removeLocal, writeLocal } from './storage';

// The session as it is kept (in memory and in storage), changed in place: a new token after a
// refresh, a fresher user, the end. Signing in (set-auth.ts) also opens the socket.

// The CSRF token is never written: an operator's stored state is their user alone.
export function persistAuth(): void {
  const { token, user, isAuthenticated } = sessionStore;
  // An operator signing in where a player's token was left must not be taken for that player next load.
  if (token) writeLocal(STORAGE_KEYS.token, token);
  else removeLocal(STORAGE_KEYS.token);
  const persisted: PersistedAuth = { state: { token, user, isAuthenticated }, version: 0 };
  writeLocal(STORAGE_KEYS.authState, JSON.stringify(persisted));
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
  // The balance returns to its defaults when isAuthenticated becomes false.
  resetBalance();
}
