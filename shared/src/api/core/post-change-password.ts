import { type ApiResult } from '../../contracts/api';
import { expectSecurityChange, api, type RequestOptions, ensureSuccess } from '@app/shared';
import { CORE_PATHS } from '../../contracts/routes';

export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/core/change-password → the server's answer (its message suits a success toast). */
export async function postChangePassword(body: ChangePasswordPayload, options?: RequestOptions): Promise<ApiResult<unknown>> {
  expectSecurityChange('password_changed');
  return ensureSuccess(await api.post(CORE_PATHS.changePassword, { ...options, json: body }).json<ApiResult<unknown>>());
}

/** The same call under the name forms use. */
export const changePassword = postChangePassword;
