import type { ApiResult } from '../../contracts/api';
import { INBOX_MESSAGES, type InboxReadDto } from '../../contracts/inbox';
import { api, coreCall } from '@app/shared';
import { INBOX_PATHS } from '../../contracts/routes';

/** POST /core/inbox/read-all → the items it marked read (none when all were) and what stays unread. */
export async function markAllInboxReadRequest(): Promise<InboxReadDto | undefined> {
  return coreCall(() => api.post(INBOX_PATHS.readAll, { silent: true }).json<ApiResult<InboxReadDto>>(), INBOX_MESSAGES.markRead);
}
