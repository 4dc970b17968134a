import { AUTH_PATHS, type LoginResult, type User } from '../../contracts/api';
import { api } from '../client';
import type { RequestOptions } from '../request-options';
import { unwrap } from '../read-answer';

export interface LoginPayload {
  username: string;
  password: string;
  'cf-turnstile-response'?: string;
  // An operator's authenticator code or recovery code, once the server asked for it (TOTP_REQUIRED).
  totpCode?: string;
}

/** POST /api/auth/login → {token, user}; the refresh cookie is set by the server. */
export async function postLogin(body: LoginPayload, options?: RequestOptions): Promise<{ token: string; user: User }> {
  return unwrap(await api.post(AUTH_PATHS.login, { ...options, json: body }).json<LoginResult>());
}
