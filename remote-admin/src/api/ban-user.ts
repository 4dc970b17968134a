import { ADMIN_PATHS, type AdminUserDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/users/:id/ban {reason?}, step-up 'admin_access' for the player: their sessions end at once. */
export const banUser = (id: number, reason: string, stepUpToken: string) =>
  adminSend<{ user: AdminUserDto }>('post', ADMIN_PATHS.ban(id), { reason }, stepUpToken);
