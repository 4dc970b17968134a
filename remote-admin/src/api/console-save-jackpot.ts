import { GAME_PATHS } from '@app/shared';
import { JACKPOT_GAME, type JackpotDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** PUT /admin/games/taixiu/jackpot {shareBasisPoints, seedAmount, capPerBet}, step-up 'admin_settings' for STEP_UP_TARGETS.jackpot. */
export const consoleSaveJackpot = (
  settings: Record<'shareBasisPoints' | 'seedAmount' | 'capPerBet', number | string>,
  stepUpToken: string,
) => consoleSend<JackpotDto>('put', GAME_PATHS.adminJackpot(JACKPOT_GAME), settings, stepUpToken);
