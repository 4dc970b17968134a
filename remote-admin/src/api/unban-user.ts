import type { AdminUserDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/users/:id/unban. */
export const unbanUser = (id: number) => adminSend<{ user: AdminUserDto }>('post', `/admin/users/${id}/unban`, {});
