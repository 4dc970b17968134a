import { api, GAME_PATHS, unwrap, type ApiResult, type FairnessDto, type GameType } from '@app/shared';

// GET /game-<g>/fairness: the chain in use, its commitment, and the rounds called off.
export async function getFairness(game: GameType): Promise<FairnessDto> {
  return unwrap(await api.get(GAME_PATHS.fairness(game), { silent: true }).json<ApiResult<FairnessDto>>());
}
