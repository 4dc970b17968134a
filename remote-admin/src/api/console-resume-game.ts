import { GAME_PATHS } from '@app/shared';
import { type GameConfigDto, type GameType } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/games/:game/resume: the game paused for maintenance opens its next round; step-up 'admin_settings' for the game. */
export const consoleResumeGame = (game: GameType, stepUpToken: string) =>
  consoleSend<GameConfigDto>('post', GAME_PATHS.adminResume(game), {}, stepUpToken);
