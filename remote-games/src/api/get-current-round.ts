import { api, GAME_PATHS, unwrapGame, type GameType, type SessionStatusDto } from './game-call';

// GET /game-<g>/current: the round now, with the server's clock (serverNow).
export function getCurrentRound(game: GameType): Promise<SessionStatusDto> {
  return unwrapGame(api.get(GAME_PATHS.current(game), { silent: true }));
}
