import { api, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type FairnessDto, type GameType } from '@app/shared/signed-in';

// GET /game-<g>/fairness: the chain in use, its commitment, and the rounds called off.
export async function getFairness(game: GameType): Promise<FairnessDto> {
  return unwrap(await api.get(GAME_PATHS.fairness(game), { silent: true }).json<ApiResult<FairnessDto>>());
}
