import { useSnapshot } from 'valtio';
import { Button, realtimeStore } from '@app/shared';
import * as s from './realtime-notice.css';

// Why the page's live updates stopped when the server closed its socket on purpose (too many tabs,
// too many events, too many reconnections): the table would otherwise sit still without a word. The
// page does not reconnect by itself after such a close; reloading opens a new socket.
export function RealtimeNotice() {
  const { notice } = useSnapshot(realtimeStore);
  if (!notice) return null;
  return (
    <div className={s.notice} role="alert" data-testid="realtime-notice">
      <span>{notice}</span>
      <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
        Tải lại
      </Button>
    </div>
  );
}
