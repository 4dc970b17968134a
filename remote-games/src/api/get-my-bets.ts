import { api, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType, type MyBetDto } from '@app/shared/signed-in';

// GET /game-<g>/my-bets?limit=: the player's bets, newest first (the open round's after a reload).
export async function getMyBets(game: GameType, limit: number): Promise<MyBetDto[]> {
  return unwrap(await api.get(GAME_PATHS.myBets(game), { searchParams: { limit }, silent: true }).json<ApiResult<MyBetDto[]>>());
}
