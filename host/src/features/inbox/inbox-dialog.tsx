import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Button, EmptyState, formatVietnamDateTime, markAllNotificationsRead, Modal, notificationsStore, unreadCount } from '@app/shared';
import * as s from './inbox.css';

export interface InboxDialogProps {
  open: boolean;
  onClose: () => void;
}

// 'Thông báo': what happened to the player's money and account, newest first; the unread ones
// marked until read.
export function InboxDialog({ open, onClose }: InboxDialogProps) {
  const { items } = useSnapshot(notificationsStore);
  const unread = unreadCount(items);
  const list = useRef<HTMLUListElement>(null);
  // The button goes once nothing is unread: focus moves to the list, not out of the dialog.
  const markAll = () => {
    markAllNotificationsRead();
    list.current?.focus();
  };
  return (
    <Modal open={open} onClose={onClose} title="Thông báo" position="bottom">
      {items.length === 0 ? (
        <EmptyState icon="bell" title="Chưa có thông báo" description="Nạp, rút tiền và cảnh báo bảo mật sẽ hiện ở đây." />
      ) : (
        <div className={s.content}>
          {unread > 0 && (
            <Button variant="ghost" className={s.markAll} onClick={markAll} data-testid="inbox-mark-all">
              Đánh dấu tất cả đã đọc
            </Button>
          )}
          <ul className={s.list} data-testid="inbox-list" ref={list} tabIndex={-1} aria-label="Thông báo">
            {items.map((n) => (
              <li key={n.id} className={n.read ? s.item : s.itemUnread} data-testid="inbox-item" data-read={n.read}>
                <span className={s.dot[n.type]} aria-hidden="true" />
                <span className={s.text}>
                  <span className={s.title}>
                    {n.title}
                    {!n.read && <span className={s.unreadTag}> · Mới</span>}
                  </span>
                  <span className={s.message}>{n.message}</span>
                  <span className={s.time}>{formatVietnamDateTime(new Date(n.timestamp))}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
