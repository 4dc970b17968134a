import { api, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameTableConfigDto, type GameType } from '@app/shared/signed-in';

// GET /game-<g>/config: the bet limits the operator set and the round timing (public).
export async function getGameConfig(game: GameType): Promise<GameTableConfigDto> {
  return unwrap(await api.get(GAME_PATHS.config(game), { silent: true }).json<ApiResult<GameTableConfigDto>>());
}
