import { DEPOSIT_PATHS, type SystemConfigDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/configs: the deposit settings (limits, order lifetime, …) by id. */
export const consoleGetConfigs = () => consoleGet<SystemConfigDto[]>(DEPOSIT_PATHS.adminConfigs);
