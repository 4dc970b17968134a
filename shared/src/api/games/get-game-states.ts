import type { ApiResult } from '../../contracts/api';
import { type GameStateDto } from '../../contracts/game-api';
import { api, unwrap } from '@app/shared';
import { GAME_PATHS } from '../../contracts/routes';

// GET /games/states (public): which games are paused for maintenance, for the lobby's tiles. Silent:
// a tile without the notice is no reason for a toast.
export async function getGameStates(): Promise<GameStateDto[]> {
  return unwrap(await api.get(GAME_PATHS.states, { silent: true }).json<ApiResult<GameStateDto[]>>());
}
