import { Spinner, type RealtimeStatus } from '@app/shared';
import * as s from './connection-notice.css';

export interface ConnectionNoticeProps {
  connection: RealtimeStatus;
}

// Totals, countdown and results come over the socket; the player must know when they may be stale.
export function ConnectionNotice({ connection }: ConnectionNoticeProps) {
  if (connection === 'reconnecting') {
    return (
      <p className={s.reconnecting} role="status" data-testid="connection-notice">
        <Spinner decorative size="xs" />
        Đang kết nối lại...
      </p>
    );
  }
  if (connection === 'disconnected') {
    return (
      <p className={s.disconnected} role="status" data-testid="connection-notice">
        Mất kết nối máy chủ
      </p>
    );
  }
  return null;
}
