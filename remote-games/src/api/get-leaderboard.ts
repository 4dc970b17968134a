import { api, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType, type LeaderboardDto, type LeaderboardPeriod } from '@app/shared/signed-in';

// GET /game-<g>/leaderboard?period=day|week: the period's biggest net winners.
export async function getLeaderboard(game: GameType, period: LeaderboardPeriod): Promise<LeaderboardDto> {
  return unwrap(await api.get(GAME_PATHS.leaderboard(game), { searchParams: { period }, silent: true }).json<ApiResult<LeaderboardDto>>());
}
