import type { SystemConfigDto } from '@app/shared';
import { adminSend } from './admin-request';

/** PUT /admin/configs/:id {value}. */
export const updateConfig = (id: string, value: string) =>
  adminSend<SystemConfigDto>('put', `/admin/configs/${encodeURIComponent(id)}`, { value });
