import { readSession, removeSession, writeSession } from './storage';

// Why a session ended that the player must still be able to read on the login form: their account
// signed in on another device. A toast is gone in seconds, before a player who did not do it has
// understood; the notice waits above the form until they sign in again or close it. In
// sessionStorage, so that the logout's hard navigation and a reload keep it, and another tab's
// login form does not show it.
const KEY = 'sign-in-notice';

/** The reason a logout gives when the server ended the session for a login elsewhere. */
export const NEW_LOGIN_REASON = 'NEW_LOGIN';

export function keepSignInNotice(message: string): void {
  if (message) writeSession(KEY, message);
}

/** The notice the login form shows, or null. */
export function readSignInNotice(): string | null {
  return readSession(KEY) || null;
}

/** The player closed it, or signed in again. */
export function dismissSignInNotice(): void {
  removeSession(KEY);
}
