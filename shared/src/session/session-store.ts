import { proxy } from 'valtio';
import { STORAGE_KEYS } from '../contracts/constants';
import type { User } from '../contracts/api';
import { readLocal } from './storage';
import { isTokenExpired, isTokenFormatValid } from './token';

export interface SessionState {
  /** A player's access token; an operator never has one (their session is an httpOnly cookie). */
  token: string | null;
  /**
   * An operator's CSRF token, sent back on every call that changes something. Memory only: a page
   * opened again asks /auth/me for it, so that nothing in storage lets a script act as the operator.
   */
  csrfToken: string | null;
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

export const emptySession = (): SessionState => ({
  token: null,
  csrfToken: null,
  user: null,
  isAuthenticated: false,
  isLoading: false,
});

/**
 * The shape kept under 'auth-storage' (the persist format the original app used). An operator's is
 * their user with token null: it only tells the next page load to ask /auth/me.
 */
export interface PersistedAuth {
  state: { token: string | null; user: User | null; isAuthenticated: boolean };
  version: 0;
}

export function readPersistedUser(): User | null {
  try {
    const parsed = JSON.parse(readLocal(STORAGE_KEYS.authState) ?? 'null') as PersistedAuth | null;
    const user = parsed?.state?.user;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

// Rehydrate synchronously so the first render already knows the player (no flash of the login
// page). No side effects here: sockets and requests start in initSession(). An operator is not
// rehydrated: without the CSRF token /auth/me gives back, their page could change nothing.
function hydrate(): SessionState {
  const token = readLocal(STORAGE_KEYS.token);
  const user = readPersistedUser();
  if (!isTokenFormatValid(token) || isTokenExpired(token) || !user) return emptySession();
  return { token, csrfToken: null, user, isAuthenticated: true, isLoading: false };
}

export const sessionStore = proxy<SessionState>(hydrate());

// Bumped whenever the session ends, so that a refresh answering after a logout cannot bring
// the old session back.
let epoch = 0;
export const sessionEpoch = () => epoch;
export const bumpSessionEpoch = () => {
  epoch += 1;
};
