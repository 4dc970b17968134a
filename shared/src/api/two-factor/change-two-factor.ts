import { expectSecurityChange, api, coreCall } from '@app/shared';
import type { ApiResult } from '../../contracts/api';

import { TWO_FACTOR_PATHS } from '../../contracts/routes';

export const CHANGE_TWO_FACTOR_FAILED = 'Có lỗi xảy ra khi đổi mật khẩu cấp 2';

/**
 * POST /core/change-two-factor-password {currentPassword | loginPassword, newPassword}: the login
 * password serves when the second-level one is forgotten.
 */
export async function changeTwoFactor(
  input: { currentPassword: string; newPassword: string } | { loginPassword: string; newPassword: string },
): Promise<void> {
  expectSecurityChange('two_factor_changed');
  await coreCall(
    () =>
      api
        .post(TWO_FACTOR_PATHS.change, {
          json: input,
          silent: true,
        })
        .json<ApiResult<unknown>>(),
    CHANGE_TWO_FACTOR_FAILED,
  );
}
