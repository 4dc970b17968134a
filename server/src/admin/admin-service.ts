import { AUTH_MESSAGES } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { AppError, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { ADMIN_MESSAGES } from './admin-messages';
import { clearBan, findAdminUserView, findUsers, setBan, setDevTools, type AdminUserView } from './admin-store';

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(db: Db, realtime: Realtime) {
  const viewOrNotFound = async (id: number): Promise<AdminUserView> => {
    const view = await findAdminUserView(db, id);
    if (!view) throw notFound(AUTH_MESSAGES.userNotFound);
    return view;
  };

  return {
    findUsers: (usernamePrefix?: string) => findUsers(db, usernamePrefix),

    // The ban takes effect on the player's next request (403) and, through forceLogout, at once on
    // every open page. Sessions are left as they are so the answer stays "banned", not "logged out".
    async ban(actorId: number, userId: number, reason: string | undefined): Promise<AdminUserView> {
      if (actorId === userId) throw new AppError(400, 'CANNOT_BAN_SELF', ADMIN_MESSAGES.cannotBanSelf);
      if (!(await setBan(db, userId, reason || null))) throw notFound(AUTH_MESSAGES.userNotFound);
      realtime.endUserSessions(userId, 'USER_BANNED');
      return viewOrNotFound(userId);
    },

    async unban(userId: number): Promise<AdminUserView> {
      if (!(await clearBan(db, userId))) throw notFound(AUTH_MESSAGES.userNotFound);
      return viewOrNotFound(userId);
    },

    async setDevTools(userId: number, enabled: boolean): Promise<AdminUserView> {
      if (!(await setDevTools(db, userId, enabled))) throw notFound(AUTH_MESSAGES.userNotFound);
      return viewOrNotFound(userId);
    },
  };
}
