import { proxy } from 'valtio';
import { STORAGE_KEYS } from '../contracts/constants';
import type { User } from '../contracts/api';
import { readLocal } from './storage';
import { isTokenExpired, isTokenFormatValid } from './token';

export interface SessionState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

export const emptySession = (): SessionState => ({
  token: null,
  user: null,
  isAuthenticated: false,
  isLoading: false,
});

/** The shape kept under 'auth-storage' (the persist format the original app used). */
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
// page). No side effects here: sockets and requests start in initSession().
function hydrate(): SessionState {
  const token = readLocal(STORAGE_KEYS.token);
  const user = readPersistedUser();
  if (!isTokenFormatValid(token) || isTokenExpired(token) || !user) return emptySession();
  return { token, user, isAuthenticated: true, isLoading: false };
}

export const sessionStore = proxy<SessionState>(hydrate());

// Bumped whenever the session ends, so that a refresh answering after a logout cannot bring
// the old session back.
let epoch = 0;
export const sessionEpoch = () => epoch;
export const bumpSessionEpoch = () => {
  epoch += 1;
};
