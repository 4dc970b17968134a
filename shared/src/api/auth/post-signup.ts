import { type LoginResult, type SessionGrant } from '../../contracts/api';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { unwrap } from '../../http/read-answer';
import { AUTH_PATHS } from '../../contracts/routes';

export interface SignupPayload {
  username: string;
  phone: string;
  password: string;
  referralCode?: string;
  'cf-turnstile-response'?: string;
}

/** POST /api/auth/signup → 201 {token, user}: registering also signs in. */
export async function postSignup(body: SignupPayload, options?: RequestOptions): Promise<SessionGrant> {
  const referralCode = body.referralCode?.trim();
  const json = { ...body, referralCode: referralCode || undefined };
  return unwrap(await api.post(AUTH_PATHS.signup, { ...options, json }).json<LoginResult>());
}
