import type { ApiResult } from '../../contracts/api';
import type { JackpotDto } from '../../contracts/jackpot';
import { JACKPOT_GAME } from '../../contracts/jackpot';
import { api, unwrap } from '@app/shared';
import { GAME_PATHS } from '../../contracts/routes';

// GET /game-taixiu/jackpot (public): the hũ's pool and its rules. Silent: a card or a table without
// the pool is no reason for a toast.
export async function getJackpot(): Promise<JackpotDto> {
  return unwrap(await api.get(GAME_PATHS.jackpot(JACKPOT_GAME), { silent: true }).json<ApiResult<JackpotDto>>());
}
