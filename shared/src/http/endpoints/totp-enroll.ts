import { AUTH_PATHS, type TotpEnrolResult, type User } from '../../contracts/api';
import { api } from '../client';
import type { RequestOptions } from '../request-options';
import { unwrap } from '../read-answer';

/** POST /api/auth/totp/enroll {ticket, code} → {token, user, recoveryCodes}; the refresh cookie is set by the server. */
export async function postTotpEnroll(
  body: { ticket: string; code: string },
  options?: RequestOptions,
): Promise<{ token: string; user: User; recoveryCodes: string[] }> {
  return unwrap(await api.post(AUTH_PATHS.totpEnroll, { ...options, skipAuthHandling: true, json: body }).json<TotpEnrolResult>());
}
