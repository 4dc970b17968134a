import { api, GAME_PATHS, unwrap, type ApiResult } from '@app/shared';
import { type GameType, type RoundStatusDto } from '@app/shared/signed-in';

// GET /game-<g>/current: the round now, with the server's clock (serverNow).
export async function getCurrentRound(game: GameType): Promise<RoundStatusDto> {
  return unwrap(await api.get(GAME_PATHS.current(game), { silent: true }).json<ApiResult<RoundStatusDto>>());
}
