import { ADMIN_PATHS, type AdminUserDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/users/:id/dev-tools {enabled}: exempts the player from the developer-tools guard. */
export const setDevTools = (id: number, enabled: boolean) =>
  adminSend<{ user: AdminUserDto }>('post', ADMIN_PATHS.devTools(id), { enabled });
