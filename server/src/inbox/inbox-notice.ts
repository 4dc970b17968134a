import { INBOX_ITEM_EVENT, type InboxItemDto } from '@app/shared/contracts';
import type { Realtime } from '../realtime/realtime';

// The services that change money or the account write the item in the change's own transaction
// (inbox-store's insertInboxItem): an item exists exactly when its change committed, none for a
// change rolled back and none lost to a crash between a commit and a later write. Its event leaves
// after the commit, like every other event, from here.
export function announceInboxItem(realtime: Realtime, userId: number, item: InboxItemDto | null | undefined): void {
  if (item) realtime.toUser(userId, INBOX_ITEM_EVENT, item);
}
