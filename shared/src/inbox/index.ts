export {
  inboxStore,
  loadInbox,
  loadMoreInbox,
  hasMoreInbox,
  markInboxItemRead,
  markAllInboxRead,
  onInboxItem,
  onInboxRead,
  watchInbox,
  INBOX_PAGE_SIZE,
  type InboxState,
} from './inbox-store';
