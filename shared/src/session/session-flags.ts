import { SESSION_FLAGS } from '../contracts/constants';
import { sessionStore } from './session-store';
import { readSession, removeSession, writeSession } from './storage';

export type SessionFlag = keyof typeof SESSION_FLAGS;

export const hasSessionFlag = (flag: SessionFlag) => readSession(SESSION_FLAGS[flag]) !== null;
export const setSessionFlag = (flag: SessionFlag, value = '1') => writeSession(SESSION_FLAGS[flag], value);
export const clearSessionFlag = (flag: SessionFlag) => removeSession(SESSION_FLAGS[flag]);

/** True while a login or signup call is running: a 401 then means wrong credentials, not expiry. */
export const isLoginAttempt = () => hasSessionFlag('attemptingLogin');

export const clearJustLoggedIn = () => clearSessionFlag('justLoggedIn');

export interface AuthPageState {
  isAuthenticated: boolean;
  attemptingLogin: boolean;
  justLoggedIn: boolean;
}

export function readAuthPageFlags(): Omit<AuthPageState, 'isAuthenticated'> {
  return { attemptingLogin: hasSessionFlag('attemptingLogin'), justLoggedIn: hasSessionFlag('justLoggedIn') };
}

/**
 * The auth layout's rule: an authenticated player on /dang-nhap or
 * /dang-ky goes to /, except while their own login is still finishing (attempting-login set,
 * just-logged-in not yet). The caller clears just-logged-in when it redirects.
 * Pure when given all three values; an omitted one is read from the session store and
 * sessionStorage (so the layout may simply call shouldRedirectFromAuthPage()).
 */
export function shouldRedirectFromAuthPage(state: Partial<AuthPageState> = {}): boolean {
  const {
    isAuthenticated = sessionStore.isAuthenticated,
    attemptingLogin = hasSessionFlag('attemptingLogin'),
    justLoggedIn = hasSessionFlag('justLoggedIn'),
  } = state;
  if (!isAuthenticated) return false;
  return !(attemptingLogin && !justLoggedIn);
}
