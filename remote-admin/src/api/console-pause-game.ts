import { GAME_PATHS } from '@app/shared';
import { type GameConfigDto, type GameType } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/games/:game/pause: no round opens after the one under way; step-up 'admin_settings' for the game. */
export const consolePauseGame = (game: GameType, stepUpToken: string) =>
  consoleSend<GameConfigDto>('post', GAME_PATHS.adminPause(game), {}, stepUpToken);
