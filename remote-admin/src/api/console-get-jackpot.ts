import { GAME_PATHS } from '@app/shared';
import { JACKPOT_GAME, type JackpotDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/games/taixiu/jackpot: the hũ's pool and its setting. */
export const consoleGetJackpot = () => consoleGet<JackpotDto>(GAME_PATHS.adminJackpot(JACKPOT_GAME));
