import type { ApiResult } from '../../contracts/api';

import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { ensureSuccess } from '../../http/read-answer';
import { RECOVERY_PATHS } from '../../contracts/routes';

export interface RecoveryStartPayload {
  username: string;
  phone: string;
}

/** POST /api/auth/password-recovery/start → the same answer whether or not the account matches. */
export async function postRecoveryStart(body: RecoveryStartPayload, options?: RequestOptions): Promise<ApiResult<unknown>> {
  return ensureSuccess(await api.post(RECOVERY_PATHS.start, { ...options, json: body }).json<ApiResult<unknown>>());
}
