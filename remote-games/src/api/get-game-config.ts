import { api, GAME_PATHS, unwrapGame, type GameLimitsDto, type GameType } from './game-call';

// GET /game-<g>/config: the bet limits the operator set (public).
export function getGameConfig(game: GameType): Promise<GameLimitsDto> {
  return unwrapGame(api.get(GAME_PATHS.config(game), { silent: true }));
}
