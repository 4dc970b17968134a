import type { ApiResult } from '../../contracts/api';
import { INBOX_MESSAGES, type InboxReadDto } from '../../contracts/inbox';
import { api, coreCall } from '@app/shared';
import { INBOX_PATHS } from '../../contracts/routes';

/** POST /core/inbox/{id}/read → the item marked read and what stays unread. */
export async function markInboxItemReadRequest(id: number): Promise<InboxReadDto | undefined> {
  return coreCall(() => api.post(INBOX_PATHS.read(id), { silent: true }).json<ApiResult<InboxReadDto>>(), INBOX_MESSAGES.markRead);
}
