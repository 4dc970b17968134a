import { type RefreshResult } from '../../contracts/api';
import { HTTP_MESSAGES } from '../../contracts/messages';
import { ApiError } from '../../http/api-error';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { ensureSuccess } from '../../http/read-answer';
import { AUTH_PATHS } from '../../contracts/routes';

/**
 * POST /api/auth/refresh-token with the httpOnly cookie → the new access token. Accepts both
 * answer shapes: {data: {token}} and {token}. Use session's refreshToken() instead:
 * it is single-flight and stores the token.
 */
export async function postRefreshToken(options?: RequestOptions): Promise<string> {
  const body = ensureSuccess(await api.post(AUTH_PATHS.refresh, options).json<RefreshResult & { token?: string }>()) as RefreshResult & {
    token?: string;
  };
  const token = body.data?.token ?? body.token;
  if (typeof token !== 'string' || token === '') {
    throw new ApiError({ status: 401, message: HTTP_MESSAGES.sessionExpired, error: 'INVALID_RESPONSE', data: body });
  }
  return token;
}
