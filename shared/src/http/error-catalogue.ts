import { BANNED_BECAUSE, FORCE_LOGOUT_MESSAGES, HTTP_MESSAGES } from '../contracts/messages';
import { AUTH_PATHS } from '../contracts/routes';

export interface ApiBody {
  success?: boolean;
  data?: unknown;
  error?: unknown;
  message?: unknown;
  field?: unknown;
}

export type AuthEndpoint = 'login' | 'signup' | 'refresh' | 'logout' | null;

const AUTH_ENDPOINTS: [Exclude<AuthEndpoint, null>, string][] = [
  ['login', AUTH_PATHS.login],
  ['signup', AUTH_PATHS.signup],
  ['refresh', AUTH_PATHS.refresh],
  ['logout', AUTH_PATHS.logout],
];

export function authEndpointOf(url: string): AuthEndpoint {
  let path: string;
  try {
    path = new URL(url, 'http://x').pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
  return AUTH_ENDPOINTS.find(([, suffix]) => path.endsWith(suffix))?.[0] ?? null;
}

export type ErrorEffect =
  | { kind: 'none' }
  | { kind: 'toast'; message: string }
  // `reason` is the logout's (shared/src/session/logout.ts), when it says more than 'SERVER'.
  | { kind: 'logout'; notice: string; reason?: string };

export interface ClassifiedError {
  message: string;
  effect: ErrorEffect;
  error?: string;
  field?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export const isRevokedSession = (status: number, body: ApiBody | null) =>
  status === 401 && (text(body?.error) === 'SESSION_REVOKED' || text(body?.message) === HTTP_MESSAGES.sessionRevoked);

// A table chat's mute ("Bạn bị cấm trò chuyện đến ...") is no ban: the player stays signed in.
const isBannedUser = (status: number, body: ApiBody | null) =>
  status === 403 &&
  text(body?.error) !== 'CHAT_MUTED' &&
  (text(body?.error) === HTTP_MESSAGES.userBanned || /bị cấm/i.test(text(body?.message) ?? '') || /bị cấm/i.test(text(body?.error) ?? ''));

const FALLBACK_BY_STATUS: Record<number, string> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthorized,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  413: HTTP_MESSAGES.bodyTooLarge,
  415: HTTP_MESSAGES.unsupportedMediaType,
};

/**
 * The HTTP error handling, as data: what the caller's ApiError says and what the page does.
 * A 401 that may be cured by a refresh never gets here: the refresh hook handles it first.
 */
export function classifyHttpError(status: number, body: ApiBody | null, endpoint: AuthEndpoint): ClassifiedError {
  const serverMessage = text(body?.message);
  const base = { error: text(body?.error), field: text(body?.field) };

  if (isRevokedSession(status, body)) {
    return {
      ...base,
      message: serverMessage ?? HTTP_MESSAGES.sessionRevoked,
      effect: { kind: 'logout', notice: HTTP_MESSAGES.loggedInElsewhere, reason: 'NEW_LOGIN' },
    };
  }
  // The address is shut out (an operator's IP ban): a signed-in page ends with the notice that says
  // so; the login and signup forms show it where the player typed.
  if (status === 403 && text(body?.error) === 'IP_BANNED') {
    const message = FORCE_LOGOUT_MESSAGES.IP_BANNED;
    return {
      ...base,
      message,
      effect: endpoint === 'login' || endpoint === 'signup' ? { kind: 'none' } : { kind: 'logout', notice: message, reason: 'IP_BANNED' },
    };
  }
  if (isBannedUser(status, body)) {
    // The server's own words only when they give the operator's reason; otherwise the app's.
    const message = serverMessage?.startsWith(BANNED_BECAUSE) ? serverMessage : HTTP_MESSAGES.bannedToast;
    return { ...base, message, effect: { kind: 'logout', notice: message } };
  }
  if (status === 401) {
    // Wrong credentials on the login form, or a session already given up: never a toast.
    return { ...base, message: serverMessage ?? HTTP_MESSAGES.unauthorized, effect: { kind: 'none' } };
  }
  if (status === 429) {
    // Too many login-password tries says how long to wait, and the table chat's rate rule
    // (CHAT_RATE) says what it is; any other 429 (a library's or a proxy's, maybe in English) gets
    // the general sentence.
    const own = serverMessage === HTTP_MESSAGES.tooManyPasswordTries || (text(body?.error) === 'CHAT_RATE' && serverMessage);
    const message = own ? serverMessage : HTTP_MESSAGES.tooManyRequests;
    return { ...base, message, effect: { kind: 'toast', message } };
  }
  // The server's own word for "the database is out of reach, try again shortly" (nothing was done).
  if (status === 503) {
    const message = HTTP_MESSAGES.serviceUnavailable;
    return { ...base, message, effect: endpoint === 'login' || endpoint === 'signup' ? { kind: 'none' } : { kind: 'toast', message } };
  }
  if (status >= 500 && endpoint !== 'login' && endpoint !== 'signup') {
    return { ...base, message: HTTP_MESSAGES.serverError, effect: { kind: 'toast', message: HTTP_MESSAGES.serverError } };
  }
  if (serverMessage) {
    return { ...base, message: serverMessage, effect: { kind: 'toast', message: serverMessage } };
  }
  const fallback = FALLBACK_BY_STATUS[status] ?? (status >= 500 ? HTTP_MESSAGES.serverError : HTTP_MESSAGES.badRequest);
  return { ...base, message: fallback, effect: { kind: 'none' } };
}

export const networkFailure = (): ClassifiedError => ({
  message: HTTP_MESSAGES.noConnection,
  effect: { kind: 'toast', message: HTTP_MESSAGES.noConnection },
});

export async function readBody(response: Response): Promise<ApiBody | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return parsed && typeof parsed === 'object' ? (parsed as ApiBody) : null;
  } catch {
    return null;
  }
}
