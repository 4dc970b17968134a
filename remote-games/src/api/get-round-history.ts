import { api, GAME_PATHS, unwrap, type ApiResult, type GameType, type RoundResultDto } from '@app/shared';

// GET /game-<g>/history?limit=&before=: settled rounds, newest first (before: older than that round).
export async function getRoundHistory(game: GameType, limit: number, before?: number): Promise<RoundResultDto[]> {
  const searchParams: Record<string, number> = before === undefined ? { limit } : { limit, before };
  return unwrap(await api.get(GAME_PATHS.history(game), { searchParams, silent: true }).json<ApiResult<RoundResultDto[]>>());
}
