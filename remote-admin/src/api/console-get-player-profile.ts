import { ADMIN_PATHS } from '@app/shared';
import { type AdminPlayerProfileDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/users/:id/profile: the player with their latest deposits, withdrawals, bets and security events. */
export const consoleGetPlayerProfile = (id: number) => consoleGet<AdminPlayerProfileDto>(ADMIN_PATHS.profile(id));
