import { DEPOSIT_PATHS } from '@app/shared';
import { type SystemConfigDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** PUT /admin/configs/:id {value}, step-up 'admin_settings' for STEP_UP_TARGETS.config(id). */
export const consoleUpdateConfig = (id: string, value: string, stepUpToken: string) =>
  consoleSend<SystemConfigDto>('put', DEPOSIT_PATHS.adminConfig(encodeURIComponent(id)), { value }, stepUpToken);
