import type { ApiResult } from '../../contracts/api';
import { type BetHistoryDto } from '../../contracts/game-api';
import { api, unwrap } from '@app/shared';
import { GAME_PATHS } from '../../contracts/routes';

// GET /games/my-bets?limit=&before=: the player's bets in both games, newest first (before: older
// than that bet). Read by the bet history screen and by the home screen's recent activity.
export async function getBetHistory(limit: number, before?: number): Promise<BetHistoryDto[]> {
  const searchParams: Record<string, number> = before === undefined ? { limit } : { limit, before };
  return unwrap(await api.get(GAME_PATHS.betHistory, { searchParams, silent: true }).json<ApiResult<BetHistoryDto[]>>());
}
