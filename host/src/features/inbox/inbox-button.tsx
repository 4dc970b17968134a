import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '@app/shared';
import { inboxStore, markAllInboxRead } from '@app/shared/signed-in';
import { InboxDialog } from './inbox-dialog';
import * as s from './inbox.css';

// The bell in the header: the unread count on it (the server's, so the same on every phone of the
// player), the inbox under it. What was listed while it was open counts as read once it closes.
export function InboxButton({ className }: { className?: string }) {
  const { unread } = useSnapshot(inboxStore);
  const [open, setOpen] = useState(false);
  const label = unread > 0 ? `Thông báo, ${unread} chưa đọc` : 'Thông báo';
  return (
    <>
      <button
        type="button"
        className={`${className ?? ''} ${s.bell}`}
        aria-label={label}
        onClick={() => setOpen(true)}
        data-testid="inbox-button"
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className={s.badge} aria-hidden="true" data-testid="inbox-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <InboxDialog
        open={open}
        onClose={() => {
          setOpen(false);
          void markAllInboxRead();
        }}
      />
    </>
  );
}
