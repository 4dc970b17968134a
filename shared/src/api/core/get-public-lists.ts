import type { ApiResult } from '../../contracts/api';
import type { PublicListsPreferenceDto } from '../../contracts/big-wins';
import { api, type RequestOptions, unwrap } from '@app/shared';
import { CORE_PATHS } from '../../contracts/routes';

/** GET /api/core/public-lists → whether the player stays off the big wins and the leaderboards. */
export async function getPublicLists(options?: RequestOptions): Promise<PublicListsPreferenceDto> {
  return unwrap(await api.get(CORE_PATHS.publicLists, options).json<ApiResult<PublicListsPreferenceDto>>());
}
