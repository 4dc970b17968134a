import type { AdminUserDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/users/:id/ban {reason?}: the player's sessions end at once. */
export const banUser = (id: number, reason: string) => adminSend<{ user: AdminUserDto }>('post', `/admin/users/${id}/ban`, { reason });
