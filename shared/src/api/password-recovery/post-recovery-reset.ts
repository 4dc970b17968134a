import type { ApiResult } from '../../contracts/api';

import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { ensureSuccess } from '../../http/read-answer';
import { RECOVERY_PATHS } from '../../contracts/routes';
import type { RecoveryStartPayload } from './post-recovery-start';

export interface RecoveryResetPayload extends RecoveryStartPayload {
  code: string;
  newPassword: string;
}

/** POST /api/auth/password-recovery/reset → success; the player then signs in with the new password. */
export async function postRecoveryReset(body: RecoveryResetPayload, options?: RequestOptions): Promise<ApiResult<unknown>> {
  return ensureSuccess(await api.post(RECOVERY_PATHS.reset, { ...options, json: body }).json<ApiResult<unknown>>());
}
