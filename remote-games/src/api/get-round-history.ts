import { api, GAME_PATHS, unwrapGame, type GameType, type RoundResultDto } from './game-call';

// GET /game-<g>/history?limit=&before=: settled rounds, newest first (before: older than that round).
export function getRoundHistory(game: GameType, limit: number, before?: number): Promise<RoundResultDto[]> {
  const searchParams: Record<string, number> = before === undefined ? { limit } : { limit, before };
  return unwrapGame(api.get(GAME_PATHS.history(game), { searchParams, silent: true }));
}
