import ky, { type AfterResponseHook, type BeforeRequestHook, type NormalizedOptions, type Options } from 'ky';
import { CSRF_HEADER } from '../contracts/api';
import { HTTP_MESSAGES } from '../contracts/messages';
import { notify } from '../notify/notify';
import { isLoginAttempt } from '../session/session-flags';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { authEndpointOf, classifyHttpError, isRevokedSession, readBody, type ErrorEffect } from './error-catalogue';
import type { ApiExtraOptions } from './request-options';

type HookOptions = NormalizedOptions & ApiExtraOptions & { authRetried?: boolean };

/**
 * What the client needs of the session beyond its token: the refresh and the way out. The session
 * gives it these (session/wire-session.ts), so that the client never imports the session's modules,
 * which themselves call the API through this client.
 */
export interface HttpSession {
  /** The refresh under way, if any: requests wait for it instead of failing with the old token. */
  pendingRefresh(): Promise<unknown> | null | undefined;
  /** A new access token (one refresh at a time, shared by every caller). */
  refresh(): Promise<string>;
  /** The refresh failed for good (the refresh token is gone): the session is over. */
  isDefinitiveRefreshFailure(error: unknown): boolean;
  endSession(options: { reason: string; notice: string }): void;
}

// Until the session is wired in, a 401 is only an error.
let session: HttpSession = {
  pendingRefresh: () => null,
  refresh: () => Promise.reject(new Error('no session to refresh')),
  isDefinitiveRefreshFailure: () => true,
  endSession: () => undefined,
};

export function connectHttpToSession(wired: HttpSession): void {
  session = wired;
}

const bearerOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') || null;
const hasSession = () => Boolean(sessionStore.token || sessionStore.isAuthenticated);
// An operator's session is the cookie the request carries by itself; what the page adds is the CSRF token.
const isCookieSession = () => !sessionStore.token && Boolean(sessionStore.csrfToken);
const READS = new Set(['GET', 'HEAD']);

/**
 * Adds the Bearer token, or an operator's CSRF token to anything but a read (the server refuses
 * those without it); while a refresh runs, new requests wait for it instead of failing.
 */
export const attachToken: BeforeRequestHook = async (request, options) => {
  const opts = options as HookOptions;
  if (!opts.skipAuthHandling && authEndpointOf(request.url) !== 'refresh') {
    await session.pendingRefresh()?.catch(() => undefined);
  }
  const { token, csrfToken } = sessionStore;
  if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
  if (csrfToken && !READS.has(request.method) && !request.headers.has(CSRF_HEADER)) request.headers.set(CSRF_HEADER, csrfToken);
};

function refreshFailed(error: unknown, request: Request, opts: HookOptions): ApiError {
  if (session.isDefinitiveRefreshFailure(error)) {
    if (hasSession()) session.endSession({ reason: 'EXPIRED', notice: HTTP_MESSAGES.sessionExpired });
    return new ApiError({ status: 401, message: HTTP_MESSAGES.sessionExpired, error: 'SESSION_EXPIRED', url: request.url });
  }
  // Offline or server outage: the session may well be fine; report the outage, keep the player.
  const status = error instanceof ApiError ? error.status : 0;
  const message = status === 0 ? HTTP_MESSAGES.noConnection : HTTP_MESSAGES.serverError;
  if (!opts.silent) notify.error(message);
  return new ApiError({ status, message, error: 'REFRESH_UNAVAILABLE', url: request.url });
}

/**
 * A 401 (not login, signup, refresh, not during a login attempt, not a revoked session)
 * refreshes the token once and retries the request with it. Concurrent 401s share the one
 * refresh (refreshToken is single-flight); a 401 for a token already replaced retries at once.
 * An operator's session has nothing to refresh it: their 401 ends it.
 */
export const refreshAndRetry: AfterResponseHook = async (request, options, response) => {
  const opts = options as HookOptions;
  if (response.status !== 401 || opts.skipAuthHandling || opts.authRetried) return;
  if (authEndpointOf(request.url) !== null || isLoginAttempt()) return;
  if (isRevokedSession(401, await readBody(response))) return;

  if (isCookieSession()) {
    session.endSession({ reason: 'EXPIRED', notice: HTTP_MESSAGES.sessionExpired });
    throw new ApiError({ status: 401, message: HTTP_MESSAGES.sessionExpired, error: 'SESSION_EXPIRED', url: request.url });
  }

  const sent = bearerOf(request);
  const current = sessionStore.token;
  if (!sent && !current) return;

  let token: string;
  if (current && current !== sent) {
    token = current;
  } else {
    try {
      token = await session.refresh();
    } catch (error) {
      throw refreshFailed(error, request, opts);
    }
  }

  const headers = new Headers(opts.headers);
  headers.set('authorization', `Bearer ${token}`);
  // The base ky, not our instance: options already carry our hooks and must not get them twice.
  return ky(request, { ...(opts as Options), headers, authRetried: true } as Options);
};

function applyEffect(effect: ErrorEffect, opts: HookOptions): void {
  if (effect.kind === 'toast') {
    if (!opts.silent) notify.error(effect.message);
  } else if (effect.kind === 'logout') {
    if (opts.skipAuthHandling) return;
    if (hasSession()) session.endSession({ reason: effect.reason ?? 'SERVER', notice: effect.notice });
    else if (!opts.silent) notify.error(effect.notice);
  }
}

/** Turns every HTTP error into an ApiError after applying the catalogue's effect. */
export const failOnError: AfterResponseHook = async (request, options, response) => {
  const opts = options as HookOptions;
  if (response.ok || (options as { throwHttpErrors?: boolean }).throwHttpErrors === false) return;
  const body = await readBody(response);
  const classified = classifyHttpError(response.status, body, authEndpointOf(request.url));
  applyEffect(classified.effect, opts);
  throw new ApiError({
    status: response.status,
    message: classified.message,
    field: classified.field,
    error: classified.error,
    data: body,
    url: request.url,
  });
};
