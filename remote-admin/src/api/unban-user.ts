import { ADMIN_PATHS, type AdminUserDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/users/:id/unban, step-up 'admin_access' for the player. */
export const unbanUser = (id: number, stepUpToken: string) =>
  adminSend<{ user: AdminUserDto }>('post', ADMIN_PATHS.unban(id), {}, stepUpToken);
