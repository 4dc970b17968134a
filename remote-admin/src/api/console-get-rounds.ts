import { GAME_PATHS } from '@app/shared';
import { type AdminRoundsPageDto, type GameType } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/games/:game/rounds?limit&before, newest first (the round being played among them). */
export const consoleGetRounds = (game: GameType, query: { limit: number; before?: number }) =>
  consoleGet<AdminRoundsPageDto>(GAME_PATHS.adminRounds(game), query);
