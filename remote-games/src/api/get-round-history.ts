import { api, GAME_PATHS, unwrapGame, type GameType, type RoundResultDto } from './game-call';

// GET /game-<g>/history?limit=: settled rounds, newest first.
export function getRoundHistory(game: GameType, limit: number): Promise<RoundResultDto[]> {
  return unwrapGame(api.get(GAME_PATHS.history(game), { searchParams: { limit }, silent: true }));
}
