import type { AdminUserDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/users?username=<prefix>. */
export const findUsers = async (username: string) => (await adminGet<{ users: AdminUserDto[] }>('/admin/users', { username })).users;
