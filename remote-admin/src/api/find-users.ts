import { ADMIN_PATHS, type AdminUserDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/users?username=<prefix>. */
export const findUsers = async (username: string) => (await adminGet<{ users: AdminUserDto[] }>(ADMIN_PATHS.users, { username })).users;
