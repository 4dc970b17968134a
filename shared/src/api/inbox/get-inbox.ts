import type { ApiResult } from '../../contracts/api';
import { INBOX_MESSAGES, type InboxPageDto } from '../../contracts/inbox';
import { api, coreCall } from '@app/shared';
import { INBOX_PATHS } from '../../contracts/routes';

/** GET /core/inbox?page&size: a page of the player's inbox, newest first, with the unread count. */
export async function getInbox(page: number, size: number): Promise<InboxPageDto> {
  const data = await coreCall(
    () => api.get(INBOX_PATHS.list, { searchParams: { page, size }, silent: true }).json<ApiResult<InboxPageDto>>(),
    INBOX_MESSAGES.load,
  );
  return data ?? { items: [], page, size, total: 0, unread: 0 };
}
