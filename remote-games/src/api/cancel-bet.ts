import { api, CSRF_HEADER, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type CancelledBetDto, type GameType } from '@app/shared/signed-in';
import { gameCsrfToken } from './game-csrf-token';

// DELETE /game-<g>/bet/:id with x-csrf-token: only during the betting phase of the bet's round.
export async function cancelBet(game: GameType, betId: number): Promise<CancelledBetDto> {
  const token = await gameCsrfToken(game);
  return unwrap(
    await api
      .delete(GAME_PATHS.cancelBet(game, betId), { headers: { [CSRF_HEADER]: token }, silent: true })
      .json<ApiResult<CancelledBetDto>>(),
  );
}
