import type { ApiResult } from '../../contracts/api';

import { api } from '../client';
import type { RequestOptions } from '../request-options';
import { ensureSuccess } from '../read-answer';
import { RECOVERY_PATHS } from '../../contracts/routes';

export interface RecoveryStartPayload {
  username: string;
  phone: string;
}

export interface RecoveryResetPayload extends RecoveryStartPayload {
  code: string;
  newPassword: string;
}

/** POST /api/auth/password-recovery/start → the same answer whether or not the account matches. */
export async function postRecoveryStart(body: RecoveryStartPayload, options?: RequestOptions): Promise<ApiResult<unknown>> {
  return ensureSuccess(await api.post(RECOVERY_PATHS.start, { ...options, json: body }).json<ApiResult<unknown>>());
}

/** POST /api/auth/password-recovery/reset → success; the player then signs in with the new password. */
export async function postRecoveryReset(body: RecoveryResetPayload, options?: RequestOptions): Promise<ApiResult<unknown>> {
  return ensureSuccess(await api.post(RECOVERY_PATHS.reset, { ...options, json: body }).json<ApiResult<unknown>>());
}
