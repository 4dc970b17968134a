import type { ApiResult } from '../../contracts/api';
import { TWO_FACTOR_PATHS } from '../../contracts/payments';
import { api } from '../../http/client';
import { coreCall } from './core-call';

export const CHANGE_TWO_FACTOR_FAILED = 'Có lỗi xảy ra khi đổi mật khẩu cấp 2';

/** POST /core/change-two-factor-password {currentPassword, newPassword}. */
export async function changeTwoFactor(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await coreCall(
    () =>
      api
        .post(TWO_FACTOR_PATHS.change, {
          json: { currentPassword: input.currentPassword, newPassword: input.newPassword },
          silent: true,
        })
        .json<ApiResult<unknown>>(),
    CHANGE_TWO_FACTOR_FAILED,
  );
}
