import { SECURITY_NOTICE_EVENT, type SecurityNotice } from '../contracts/security';
import { notify } from '../notify/notify';
import { addNotification } from '../payments/notifications';
import { subscribeRealtime } from '../realtime/subscriptions';
import { wasExpected } from './expected-changes';

export const SECURITY_NOTICE_TITLE = 'Cảnh báo bảo mật';

// Every other page of the player (another tab, their phone while a thief uses a stolen session)
// gets a warning that stays until closed, and an entry in the notifications.
export function onSecurityNotice(notice: SecurityNotice): void {
  if (!notice || typeof notice.message !== 'string') return;
  if (wasExpected(notice.kind)) return;
  notify.warning(notice.message, { autoClose: false });
  addNotification({ type: 'error', title: SECURITY_NOTICE_TITLE, message: notice.message });
}

export const watchSecurityNotices = () => subscribeRealtime<SecurityNotice>(SECURITY_NOTICE_EVENT, onSecurityNotice);
