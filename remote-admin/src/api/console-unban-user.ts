import { ADMIN_PATHS, type AdminUserDto } from '@app/shared';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/unban, step-up 'admin_access' for the player. */
export const consoleUnbanUser = (id: number, stepUpToken: string) =>
  consoleSend<{ user: AdminUserDto }>('post', ADMIN_PATHS.unban(id), {}, stepUpToken);
