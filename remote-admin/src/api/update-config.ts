import { DEPOSIT_PATHS, type SystemConfigDto } from '@app/shared';
import { adminSend } from './admin-request';

/** PUT /admin/configs/:id {value}, step-up 'admin_settings' for STEP_UP_TARGETS.config(id). */
export const updateConfig = (id: string, value: string, stepUpToken: string) =>
  adminSend<SystemConfigDto>('put', DEPOSIT_PATHS.adminConfig(encodeURIComponent(id)), { value }, stepUpToken);
