import { ADMIN_PATHS } from '@app/shared';
import { type AdminUserDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/sessions/end {reason?}: every open session of the player ends now (forceLogout ADMIN_TERMINATE). */
export const consoleEndSessions = (id: number, reason: string) =>
  consoleSend<{ user: AdminUserDto; ended: number }>('post', ADMIN_PATHS.endSessions(id), { reason });
