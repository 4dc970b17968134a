import type { ApiResult } from '../../contracts/api';
import { SECURITY_MESSAGES, type SecurityEventDto } from '../../contracts/security';
import { api, coreCall } from '@app/shared';
import { SECURITY_PATHS } from '../../contracts/routes';

/** GET /core/security-events: the player's latest sensitive changes, newest first. */
export async function getSecurityEvents(): Promise<SecurityEventDto[]> {
  const data = await coreCall(
    () => api.get(SECURITY_PATHS.events, { silent: true }).json<ApiResult<SecurityEventDto[]>>(),
    SECURITY_MESSAGES.eventsLoad,
  );
  return Array.isArray(data) ? data : [];
}
