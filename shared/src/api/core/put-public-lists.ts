import type { ApiResult } from '../../contracts/api';
import type { PublicListsPreferenceDto } from '../../contracts/big-wins';
import { api, type RequestOptions, unwrap } from '@app/shared';
import { CORE_PATHS } from '../../contracts/routes';

/** PUT /api/core/public-lists {hidden} → the choice as stored. */
export async function putPublicLists(body: PublicListsPreferenceDto, options?: RequestOptions): Promise<PublicListsPreferenceDto> {
  return unwrap(await api.put(CORE_PATHS.publicLists, { ...options, json: body }).json<ApiResult<PublicListsPreferenceDto>>());
}
