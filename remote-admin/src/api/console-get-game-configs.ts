import { GAME_PATHS } from '@app/shared';
import { type GameConfigDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/games/configs: each game's bet limits. */
export const consoleGetGameConfigs = () => consoleGet<GameConfigDto[]>(GAME_PATHS.adminConfigs);
