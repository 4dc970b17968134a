import type { ApiResult } from '../../contracts/api';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS } from '../../contracts/payments';
import { api } from '../../http/client';
import { coreCall } from './core-call';

/** POST /core/setup-two-factor-password {newPassword}. */
export async function setupTwoFactor(newPassword: string): Promise<void> {
  await coreCall(
    () => api.post(TWO_FACTOR_PATHS.setup, { json: { newPassword }, silent: true }).json<ApiResult<unknown>>(),
    TWO_FACTOR_MESSAGES.setupFailed,
  );
}
