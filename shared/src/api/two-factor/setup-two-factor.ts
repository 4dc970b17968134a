import { api, coreCall, expectSecurityChange, TWO_FACTOR_PATHS, type ApiResult } from '@app/shared';
import { TWO_FACTOR_MESSAGES } from '../../contracts/two-factor';

/** POST /core/setup-two-factor-password {newPassword, loginPassword}: the login password proves it is the player. */
export async function setupTwoFactor(newPassword: string, loginPassword: string): Promise<void> {
  expectSecurityChange('two_factor_set');
  await coreCall(
    () => api.post(TWO_FACTOR_PATHS.setup, { json: { newPassword, loginPassword }, silent: true }).json<ApiResult<unknown>>(),
    TWO_FACTOR_MESSAGES.setupFailed,
  );
}
