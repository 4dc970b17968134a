import { postLogout } from '../api/auth/post-logout';
import type { NoticeType } from '../notify/notify';
import { notify } from '../notify/notify';
import { disconnectRealtime } from '../realtime/connection';
import { singleFlight } from '../resource/create-resource';
import { pageNavigation } from './navigation';
import { recentPendingNotice, savePendingNotice } from './pending-notice';
import { keepSignInNotice, NEW_LOGIN_REASON } from './sign-in-notice';
import { sessionStore } from './session-store';
import { clearAuthState } from './auth-state';
import { clearAllStorage } from './storage';

export interface LogoutOptions {
  /** Why the session ends (for listeners and logs), e.g. 'NEW_LOGIN', 'USER', 'EXPIRED'. */
  reason?: string;
  /** Shown to the player; survives the hard navigation. */
  notice?: string;
  noticeType?: NoticeType;
  /** Hard-navigate to '/' afterwards (default true). */
  redirect?: boolean;
}

export type LogoutListener = (info: { reason?: string }) => void;

const listeners = new Set<LogoutListener>();

/** For remotes with in-memory state of their own (caches, game stores) to drop on logout. */
export function onLogout(listener: LogoutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A socket forceLogout and several failing requests can all ask at once: one logout runs, with the
// options of the first call (so the first notice wins).
const logoutOnce = singleFlight(run);

export function logout(options: LogoutOptions = {}): Promise<void> {
  return logoutOnce(options);
}

async function run({ reason, notice, noticeType = 'error', redirect = true }: LogoutOptions): Promise<void> {
  const { token, csrfToken } = sessionStore;
  // A second logout right after a first (a socket forceLogout racing a revoked-session 401)
  // must not replace the first, more precise notice.
  const earlier = recentPendingNotice(5_000);

  // Locally first and synchronously: nothing may act for this player once logout has begun.
  disconnectRealtime();
  clearAuthState();
  clearAllStorage();
  for (const listener of listeners) {
    try {
      listener({ reason });
    } catch (error) {
      console.error('[session] logout listener failed', error);
    }
  }
  if (reason === NEW_LOGIN_REASON && notice) {
    // Signed in on another device: said on the login form, where it stays (sign-in-notice.ts).
    keepSignInNotice(notice);
  } else if (earlier) {
    savePendingNotice(earlier);
  } else if (notice) {
    if (redirect) savePendingNotice({ message: notice, type: noticeType });
    else notify[noticeType](notice);
  }

  // Best effort: revokes the refresh token (or the operator's cookie session) server-side. keepalive
  // lets it finish even if the page is already navigating; the short timeout keeps an unreachable
  // server from holding the player on the page.
  if (token || csrfToken) {
    try {
      await postLogout({ token, csrfToken, silent: true, timeoutMs: 3_000, keepalive: true });
    } catch (error) {
      console.warn('[session] logout request failed', error);
    }
  }

  if (redirect) pageNavigation.assign('/');
}
