import { DEPOSIT_PATHS, type SystemConfigDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/configs: the deposit settings (limits, order lifetime, …) by id. */
export const getConfigs = () => adminGet<SystemConfigDto[]>(DEPOSIT_PATHS.adminConfigs);
