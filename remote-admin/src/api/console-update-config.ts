import { DEPOSIT_PATHS, type SystemConfigDto } from '@app/shared';
import { consoleSend } from './console-request';

/** PUT /admin/configs/:id {value}, step-up 'admin_settings' for STEP_UP_TARGETS.config(id). */
export const consoleUpdateConfig = (id: string, value: string, stepUpToken: string) =>
  consoleSend<SystemConfigDto>('put', DEPOSIT_PATHS.adminConfig(encodeURIComponent(id)), { value }, stepUpToken);
