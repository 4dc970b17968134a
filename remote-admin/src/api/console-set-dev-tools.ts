import { ADMIN_PATHS } from '@app/shared';
import { type AdminUserDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/dev-tools {enabled}: exempts the player from the developer-tools guard. */
export const consoleSetDevTools = (id: number, enabled: boolean) =>
  consoleSend<{ user: AdminUserDto }>('post', ADMIN_PATHS.devTools(id), { enabled });
