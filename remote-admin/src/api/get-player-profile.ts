import { ADMIN_PATHS, type AdminPlayerProfileDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/users/:id/profile: the player with their latest deposits, withdrawals, bets and security events. */
export const getPlayerProfile = (id: number) => adminGet<AdminPlayerProfileDto>(ADMIN_PATHS.profile(id));
