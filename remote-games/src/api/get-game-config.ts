import { api, GAME_PATHS, unwrap, type ApiResult, type GameLimitsDto, type GameType } from '@app/shared';

// GET /game-<g>/config: the bet limits the operator set (public).
export async function getGameConfig(game: GameType): Promise<GameLimitsDto> {
  return unwrap(await api.get(GAME_PATHS.config(game), { silent: true }).json<ApiResult<GameLimitsDto>>());
}
