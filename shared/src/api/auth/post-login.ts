import { type LoginResult, type SessionGrant } from '../../contracts/api';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { unwrap } from '../../http/read-answer';
import { AUTH_PATHS } from '../../contracts/routes';

export interface LoginPayload {
  username: string;
  password: string;
  'cf-turnstile-response'?: string;
  // An operator's authenticator code or recovery code, once the server asked for it (TOTP_REQUIRED).
  totpCode?: string;
}

/**
 * POST /api/auth/login → a player's {token, user} (the server sets the refresh cookie), or an
 * operator's {csrfToken, user} (the server sets the session cookie).
 */
export async function postLogin(body: LoginPayload, options?: RequestOptions): Promise<SessionGrant> {
  return unwrap(await api.post(AUTH_PATHS.login, { ...options, json: body }).json<LoginResult>());
}
