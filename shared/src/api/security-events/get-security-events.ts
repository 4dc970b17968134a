import type { ApiResult } from '../../contracts/api';
import { SECURITY_MESSAGES, type SecurityEventDto } from '../../contracts/security';
import { api } from '../../http/client';
import { coreCall } from '../../http/read-answer';
import { SECURITY_PATHS } from '../../contracts/routes';

/** GET /core/security-events: the player's latest sensitive changes, newest first. */
export async function getSecurityEvents(): Promise<SecurityEventDto[]> {
  const data = await coreCall(
    () => api.get(SECURITY_PATHS.events, { silent: true }).json<ApiResult<SecurityEventDto[]>>(),
    SECURITY_MESSAGES.eventsLoad,
  );
  return Array.isArray(data) ? data : [];
}
