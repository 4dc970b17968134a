import { api, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType, type RoundHistoryEntryDto } from '@app/shared/signed-in';

// GET /game-<g>/history?limit=&before=: settled and void rounds, newest first (before: older than that round).
export async function getRoundHistory(game: GameType, limit: number, before?: number): Promise<RoundHistoryEntryDto[]> {
  const searchParams: Record<string, number> = before === undefined ? { limit } : { limit, before };
  return unwrap(await api.get(GAME_PATHS.history(game), { searchParams, silent: true }).json<ApiResult<RoundHistoryEntryDto[]>>());
}
