import { api, CSRF_HEADER, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType, type PlaceBetBody, type PlacedBetDto } from '@app/shared/signed-in';
import { gameCsrfToken } from './game-csrf-token';

// POST /game-<g>/bet with x-csrf-token. The idempotency key makes a retried request place one bet.
export async function placeBet(
  game: GameType,
  body: PlaceBetBody & Required<Pick<PlaceBetBody, 'side' | 'idempotencyKey'>>,
): Promise<PlacedBetDto> {
  const token = await gameCsrfToken(game);
  return unwrap(
    await api.post(GAME_PATHS.bet(game), { json: body, headers: { [CSRF_HEADER]: token }, silent: true }).json<ApiResult<PlacedBetDto>>(),
  );
}
