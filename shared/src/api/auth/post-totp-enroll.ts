import { type SessionGrant, type TotpEnrolResult } from '../../contracts/api';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { unwrap } from '../../http/read-answer';
import { AUTH_PATHS } from '../../contracts/routes';

/** POST /api/auth/totp/enroll {ticket, code} → a session as login's (the server sets its cookie), with the recovery codes. */
export async function postTotpEnroll(
  body: { ticket: string; code: string },
  options?: RequestOptions,
): Promise<SessionGrant & { recoveryCodes: string[] }> {
  return unwrap(await api.post(AUTH_PATHS.totpEnroll, { ...options, skipAuthHandling: true, json: body }).json<TotpEnrolResult>());
}
