import { useSnapshot } from 'valtio';
import { Button, realtimeStore } from '@app/shared';
import { remoteNotice } from '../remotes/remote-registry';
import * as s from './realtime-notice.css';

export const RELOAD_NEEDED_TEXT = 'Ứng dụng vừa được cập nhật. Vui lòng tải lại trang để dùng phiên bản mới.';

// What only a reload mends, with the button for it: why the page's live updates stopped when the
// server closed its socket on purpose (too many tabs, too many events, too many reconnections: the
// table would otherwise sit still without a word; the page does not reconnect by itself after such
// a close), or a site updated since the page opened, whose new screens need the new app around them.
export function RealtimeNotice() {
  const { notice: closed } = useSnapshot(realtimeStore);
  const { reloadNeeded } = useSnapshot(remoteNotice);
  const notice = closed ?? (reloadNeeded ? RELOAD_NEEDED_TEXT : null);
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
