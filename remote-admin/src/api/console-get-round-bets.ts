import { GAME_PATHS } from '@app/shared';
import { type AdminRoundBetDto, type GameType, type Page } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/games/:game/rounds/:id/bets?page&size: who bet what in one round, as placed. */
export const consoleGetRoundBets = (game: GameType, roundId: number, query: { page: number; size: number }) =>
  consoleGet<Page<AdminRoundBetDto>>(GAME_PATHS.adminRoundBets(game, roundId), query);
