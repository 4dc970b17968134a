import { api, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType, type RoundBigWinsDto } from '@app/shared/signed-in';

// GET /game-<g>/big-wins: the last settled rounds' big wins, newest first.
export async function getBigWins(game: GameType): Promise<RoundBigWinsDto[]> {
  return unwrap(await api.get(GAME_PATHS.bigWins(game), { silent: true }).json<ApiResult<RoundBigWinsDto[]>>());
}
