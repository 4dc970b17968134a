import type { ApiResult } from '../../contracts/api';
import type { MyReferralsDto } from '../../contracts/referrals';
import { api, type RequestOptions, unwrap } from '@app/shared';
import { REFERRAL_PATHS } from '../../contracts/routes';

/** GET /api/core/referrals → the player's own code, who joined with it, and the reward. */
export async function getMyReferrals(options?: RequestOptions): Promise<MyReferralsDto> {
  return unwrap(await api.get(REFERRAL_PATHS.own, options).json<ApiResult<MyReferralsDto>>());
}
