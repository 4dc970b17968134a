import { GAME_PATHS, type AdminRoundsPageDto, type GameType } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/games/:game/rounds?limit&before, newest first (the round being played among them). */
export const getRounds = (game: GameType, query: { limit: number; before?: number }) =>
  adminGet<AdminRoundsPageDto>(GAME_PATHS.adminRounds(game), query);
