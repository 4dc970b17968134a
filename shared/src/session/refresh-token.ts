import { HTTP_MESSAGES } from '../contracts/messages';
import { ApiError } from '../http/api-error';
import { postRefreshToken } from '../api/auth/post-refresh-token';
import { singleFlight } from '../resource/create-resource';
import { sessionEpoch } from './session-store';
import { applyToken } from './auth-state';
import { isTokenFormatValid, learnServerClock } from './token';

const refresh = singleFlight(run);

/** The refresh now running, if any: requests issued meanwhile wait for it instead of failing. */
export const pendingRefresh = (): Promise<string> | null => refresh.pending();

/**
 * Exchanges the httpOnly refresh cookie for a new access token. Single-flight: every caller
 * during one refresh shares it, because the server rotates the cookie and a second concurrent
 * use of the old one would count as reuse and revoke the session.
 */
export function refreshToken(): Promise<string> {
  return refresh();
}

async function run(): Promise<string> {
  const startedIn = sessionEpoch();
  const token = await postRefreshToken({ silent: true });
  if (!isTokenFormatValid(token)) {
    throw new ApiError({ status: 401, message: HTTP_MESSAGES.sessionExpired, error: 'INVALID_TOKEN' });
  }
  if (sessionEpoch() !== startedIn) {
    // The player logged out while we waited: do not resurrect the session.
    throw new ApiError({ status: 401, message: HTTP_MESSAGES.sessionExpired, error: 'SESSION_ENDED' });
  }
  learnServerClock(token);
  applyToken(token);
  return token;
}

/**
 * A refresh failure that proves the session is over (the server refused it, or answered
 * nonsense), as opposed to a network or server outage after which the cookie may still work.
 */
export function isDefinitiveRefreshFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  // 408 and 429 say "not now" (a slow link, many players behind one carrier address), not "never".
  if (error.status === 408 || error.status === 429) return false;
  return error.status !== 0 && error.status < 500;
}
