import { GAME_PATHS, type GameConfigDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/games/configs: each game's bet limits. */
export const consoleGetGameConfigs = () => consoleGet<GameConfigDto[]>(GAME_PATHS.adminConfigs);
