import { ADMIN_PATHS } from '@app/shared';
import { type AdminUserDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/unban, step-up 'admin_access' for the player. */
export const consoleUnbanUser = (id: number, stepUpToken: string) =>
  consoleSend<{ user: AdminUserDto }>('post', ADMIN_PATHS.unban(id), {}, stepUpToken);
