import { AUTH_MESSAGES } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { AppError, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { ADMIN_MESSAGES } from './admin-messages';
import { clearBan, findAdminUserDto, findUsers, setBan, setDevTools } from './admin-store';
import type { AdminUserDto } from '@app/shared/contracts';

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(db: Db, realtime: Realtime) {
  const viewOrNotFound = async (id: number): Promise<AdminUserDto> => {
    const view = await findAdminUserDto(db, id);
    if (!view) throw notFound(AUTH_MESSAGES.userNotFound);
    return view;
  };

  return {
    findUsers: (usernamePrefix?: string) => findUsers(db, usernamePrefix),

    // The ban takes effect on the player's next request (403) and, through forceLogout, at once on
    // every open page. Sessions are left as they are so the answer stays "banned", not "logged out".
    async ban(actorId: number, userId: number, reason: string | undefined): Promise<AdminUserDto> {
      if (actorId === userId) throw new AppError(400, 'CANNOT_BAN_SELF', ADMIN_MESSAGES.cannotBanSelf);
      if (!(await setBan(db, userId, reason || null))) throw notFound(AUTH_MESSAGES.userNotFound);
      realtime.endUserSessions(userId, 'USER_BANNED');
      return viewOrNotFound(userId);
    },

    async unban(userId: number): Promise<AdminUserDto> {
      if (!(await clearBan(db, userId))) throw notFound(AUTH_MESSAGES.userNotFound);
      return viewOrNotFound(userId);
    },

    async setDevTools(userId: number, enabled: boolean): Promise<AdminUserDto> {
      if (!(await setDevTools(db, userId, enabled))) throw notFound(AUTH_MESSAGES.userNotFound);
      return viewOrNotFound(userId);
    },
  };
}
