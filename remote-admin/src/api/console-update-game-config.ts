import { GAME_PATHS } from '@app/shared';
import { type GameConfigDto, type GameType } from '@app/shared/contracts';
import { consoleSend } from './console-request';

// Numbers, or text as the operator typed it for the server to refuse with its own message.
export interface GameLimits {
  minBet?: number | string;
  maxBet?: number | string;
  maxRoundTotal?: number | string;
  maxHouseExposure?: number | string;
  refuseBothSides?: boolean;
}

/** PUT /admin/games/:game/config {minBet?, maxBet?, maxRoundTotal?, maxHouseExposure?, refuseBothSides?}, step-up 'admin_settings' for the game. */
export const consoleUpdateGameConfig = (game: GameType, limits: GameLimits, stepUpToken: string) =>
  consoleSend<GameConfigDto>('put', GAME_PATHS.adminConfig(game), limits, stepUpToken);
