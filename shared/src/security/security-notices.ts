import { SECURITY_NOTICE_EVENT, type SecurityNotice } from '../contracts/security';
import { notify } from '../notify/notify';
import { subscribeRealtime } from '../realtime/subscriptions';
import { wasExpected } from './expected-changes';

// Every other page of the player (another tab, their phone while a thief uses a stolen session)
// gets a warning that stays until closed. The inbox item of it comes from the server (`inbox_item`).
export function onSecurityNotice(notice: SecurityNotice): void {
  if (!notice || typeof notice.message !== 'string') return;
  if (wasExpected(notice.kind)) return;
  notify.warning(notice.message, { autoClose: false });
}

export const watchSecurityNotices = () => subscribeRealtime<SecurityNotice>(SECURITY_NOTICE_EVENT, onSecurityNotice);
