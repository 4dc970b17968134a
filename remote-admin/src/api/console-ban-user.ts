import { ADMIN_PATHS } from '@app/shared';
import { type AdminUserDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/ban {reason?}, step-up 'admin_access' for the player: their sessions end at once. */
export const consoleBanUser = (id: number, reason: string, stepUpToken: string) =>
  consoleSend<{ user: AdminUserDto }>('post', ADMIN_PATHS.ban(id), { reason }, stepUpToken);
