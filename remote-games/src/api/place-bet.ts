import { api, CSRF_HEADER, GAME_PATHS, unwrapGame, type BetSide, type GameType, type PlacedBetDto } from './game-call';
import { gameCsrfToken } from './game-csrf-token';

// POST /game-<g>/bet with x-csrf-token. The idempotency key makes a retried request place one bet.
export async function placeBet(
  game: GameType,
  body: { sessionId: number; side: BetSide; amount: number; idempotencyKey: string },
): Promise<PlacedBetDto> {
  const token = await gameCsrfToken(game);
  return unwrapGame(api.post(GAME_PATHS.bet(game), { json: body, headers: { [CSRF_HEADER]: token }, silent: true }));
}
