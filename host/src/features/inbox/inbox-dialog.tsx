import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Button, EmptyState, formatVietnamDateTime, Modal } from '@app/shared';
import {
  hasMoreInbox,
  inboxStore,
  loadInbox,
  loadMoreInbox,
  markAllInboxRead,
  markInboxItemRead,
  inboxItemText,
} from '@app/shared/signed-in';
import * as s from './inbox.css';

export interface InboxDialogProps {
  open: boolean;
  onClose: () => void;
}

// 'Thông báo': what happened to the player's money and account, newest first; the unread ones
// marked until read (a tap on one, the button for all, or closing the inbox).
export function InboxDialog({ open, onClose }: InboxDialogProps) {
  const inbox = useSnapshot(inboxStore);
  const list = useRef<HTMLUListElement>(null);
  // The button goes once nothing is unread: focus moves to the list, not out of the dialog.
  const markAll = () => {
    void markAllInboxRead();
    list.current?.focus();
  };
  const body = () => {
    if (inbox.items.length === 0 && inbox.error) {
      return (
        <EmptyState
          icon="bell"
          title={inbox.error}
          action={
            <Button variant="secondary" onClick={() => void loadInbox()} data-testid="inbox-retry">
              Thử lại
            </Button>
          }
        />
      );
    }
    if (inbox.items.length === 0 && !inbox.loaded) return <p className={s.loading}>Đang tải thông báo…</p>;
    if (inbox.items.length === 0) {
      return (
        <EmptyState
          icon="bell"
          title="Chưa có thông báo"
          description="Nạp, rút tiền, tiền cược được hoàn và cảnh báo bảo mật sẽ hiện ở đây."
        />
      );
    }
    return (
      <div className={s.content}>
        {inbox.unread > 0 && (
          <Button variant="ghost" className={s.markAll} onClick={markAll} data-testid="inbox-mark-all">
            Đánh dấu tất cả đã đọc
          </Button>
        )}
        <ul className={s.list} data-testid="inbox-list" ref={list} tabIndex={-1} aria-label="Thông báo">
          {inbox.items.map((item) => {
            const text = inboxItemText(item);
            const read = item.readAt !== null;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={read ? s.item : s.itemUnread}
                  onClick={() => void markInboxItemRead(item.id)}
                  data-testid="inbox-item"
                  data-read={read}
                >
                  <span className={s.dot[text.tone]} aria-hidden="true" />
                  <span className={s.text}>
                    <span className={s.title}>
                      {text.title}
                      {!read && <span className={s.unreadTag}> · Mới</span>}
                    </span>
                    <span className={s.message}>{text.message}</span>
                    <span className={s.time}>{formatVietnamDateTime(new Date(item.createdAt))}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {hasMoreInbox(inbox) && (
          <Button variant="secondary" className={s.more} onClick={() => void loadMoreInbox()} data-testid="inbox-more">
            Xem thêm
          </Button>
        )}
      </div>
    );
  };
  return (
    <Modal open={open} onClose={onClose} title="Thông báo" position="bottom">
      {body()}
    </Modal>
  );
}
