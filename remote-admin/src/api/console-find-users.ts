import { ADMIN_PATHS, type AdminUserDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/users?username=<prefix>. */
export const consoleFindUsers = async (username: string) =>
  (await consoleGet<{ users: AdminUserDto[] }>(ADMIN_PATHS.users, { username })).users;
