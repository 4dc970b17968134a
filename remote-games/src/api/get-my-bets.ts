import { api, GAME_PATHS, unwrapGame, type GameType, type MyBetDto } from './game-call';

// GET /game-<g>/my-bets?limit=: the player's bets, newest first (the open round's after a reload).
export function getMyBets(game: GameType, limit: number): Promise<MyBetDto[]> {
  return unwrapGame(api.get(GAME_PATHS.myBets(game), { searchParams: { limit }, silent: true }));
}
