import { INBOX_MESSAGES, INBOX_READ_EVENT, type InboxPageDto, type InboxReadDto } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { listInboxItems, markAllInboxItemsRead, markInboxItemRead, unreadInboxCount } from './inbox-store';

export interface InboxServiceDeps {
  db: Db;
  realtime: Realtime;
}

export type InboxService = ReturnType<typeof createInboxService>;

const inboxItemNotFound = () => new AppError(404, 'NOT_FOUND', INBOX_MESSAGES.notFound);

// The player's inbox: read a page, mark one or all read. A read mark goes to every page of the
// player once committed (`inbox_read`), so the phone that did not read it drops the badge too.
export function createInboxService({ db, realtime }: InboxServiceDeps) {
  const announceRead = (userId: number, read: InboxReadDto) => realtime.toUser(userId, INBOX_READ_EVENT, read);

  return {
    async page(userId: number, paging: { page: number; size: number; offset: number }): Promise<InboxPageDto> {
      const { items, total, unread } = await listInboxItems(db, userId, paging);
      return { items, page: paging.page, size: paging.size, total, unread };
    },

    // Another player's item is answered like one that does not exist: its id tells nothing.
    async markRead(userId: number, id: number): Promise<InboxReadDto> {
      const read = await db.tx(async (q) => {
        const marked = await markInboxItemRead(q, userId, id);
        if (marked === null) throw inboxItemNotFound();
        return { ids: [marked], unread: await unreadInboxCount(q, userId) };
      });
      announceRead(userId, read);
      return read;
    },

    async markAllRead(userId: number): Promise<InboxReadDto> {
      const read = await db.tx(async (q) => ({ ids: await markAllInboxItemsRead(q, userId), unread: await unreadInboxCount(q, userId) }));
      if (read.ids.length > 0) announceRead(userId, read);
      return read;
    },
  };
}
