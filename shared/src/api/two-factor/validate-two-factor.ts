import type { ApiResult } from '../../contracts/api';
import { ApiError, api, coreCall } from '@app/shared';
import { TWO_FACTOR_MESSAGES, type TwoFactorTokenDto } from '../../contracts/two-factor';
import { TWO_FACTOR_ACTIONS, type TwoFactorAction } from '../../contracts/security';
import { TWO_FACTOR_PATHS } from '../../contracts/routes';

/**
 * POST /core/users/2fa/validate → the server-issued token (single use, 5 minutes) for the
 * player's own withdrawal (or, with `action` bank_account_change, for a change of their bank accounts).
 * Refused: the server's text (a wrong password counts the last tries, a lock says its end), and in
 * the ApiError's `data` the answer body with its TwoFactorRefusal fields (triesLeft, lockedUntil).
 */
export async function validateTwoFactor(input: {
  secondaryPassword: string;
  userId: number;
  action?: TwoFactorAction;
  /** An operator's action on one row (STEP_UP_TARGETS): the token serves that row only. */
  target?: string;
}): Promise<TwoFactorTokenDto> {
  const data = await coreCall(
    () =>
      api
        .post(TWO_FACTOR_PATHS.validate, {
          json: {
            secondaryPassword: input.secondaryPassword,
            userType: 'user',
            action: input.action ?? TWO_FACTOR_ACTIONS.withdraw,
            userId: input.userId,
            ...(input.target ? { target: input.target } : {}),
          },
          silent: true,
        })
        .json<ApiResult<TwoFactorTokenDto>>(),
    TWO_FACTOR_MESSAGES.verifyFailed,
  );
  if (!data || typeof data.sessionId !== 'string' || !data.sessionId) {
    throw new ApiError({ status: 200, message: TWO_FACTOR_MESSAGES.verifyFailed, data });
  }
  return data;
}
