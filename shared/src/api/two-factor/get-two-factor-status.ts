import type { ApiResult } from '../../contracts/api';
import { TWO_FACTOR_MESSAGES, type TwoFactorStatusDto } from '../../contracts/two-factor';
import { api, coreCall } from '@app/shared';
import { TWO_FACTOR_PATHS } from '../../contracts/routes';

export interface TwoFactorStatus {
  hasTwoFactor: boolean;
  /** ISO time while five wrong passwords keep the second-level password locked. */
  lockedUntil: string | null;
}

/** GET /core/two-factor-status. The withdrawal flow treats a failure as "not set" (the setup dialog opens). */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  const data = await coreCall(
    () => api.get(TWO_FACTOR_PATHS.status, { silent: true }).json<ApiResult<TwoFactorStatusDto>>(),
    TWO_FACTOR_MESSAGES.statusFailed,
  );
  return { hasTwoFactor: data?.has_two_factor === true, lockedUntil: data?.locked_until ?? null };
}
