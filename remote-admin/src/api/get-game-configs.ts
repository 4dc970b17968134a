import { GAME_PATHS, type GameConfigDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/games/configs: each game's bet limits. */
export const getGameConfigs = () => adminGet<GameConfigDto[]>(GAME_PATHS.adminConfigs);
