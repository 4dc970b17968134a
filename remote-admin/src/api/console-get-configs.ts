import { DEPOSIT_PATHS } from '@app/shared';
import { type SystemConfigDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/configs: the deposit settings (limits, order lifetime, …) by id. */
export const consoleGetConfigs = () => consoleGet<SystemConfigDto[]>(DEPOSIT_PATHS.adminConfigs);
