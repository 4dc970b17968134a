import type { ApiResult } from '../../contracts/api';

import { api, ensureSuccess, expectSecurityChange } from '@app/shared';
import { RECOVERY_PATHS } from '../../contracts/routes';

/**
 * POST /core/second-password-recovery/reset {code, newPassword}: the new second-level password.
 * The server ends the player's other sessions and clears the password's lock and tokens; this
 * session stays. Answers the success sentence.
 */
export async function resetSecondPassword(input: { code: string; newPassword: string }): Promise<string> {
  // This page made the change: the server's security notice about it needs no alarm here.
  expectSecurityChange('two_factor_reset');
  const body = ensureSuccess(await api.post(RECOVERY_PATHS.secondReset, { json: input, silent: true }).json<ApiResult<unknown>>());
  return body.message ?? '';
}
