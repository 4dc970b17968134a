import { SECURITY_EVENT_LABELS, SECURITY_MESSAGES, SECURITY_NOTICE_EVENT, type SecurityNotice } from '@app/shared/contracts';
import type { Realtime } from '../realtime/realtime';
import { announceInboxItem } from '../inbox/inbox-notice';
import type { RecordedSecurityEvent } from './security-change';

// Tells every open page of the player, once the change is committed: a thief acting from a stolen
// session is seen by the player's own phone at once.
export function announceSecurityEvent(realtime: Realtime, userId: number, event: RecordedSecurityEvent): void {
  const notice: SecurityNotice = {
    kind: event.kind,
    detail: event.detail,
    ip: event.ip,
    createdAt: event.created_at.toISOString(),
    message: SECURITY_MESSAGES.notice(SECURITY_EVENT_LABELS[event.kind], event.ip),
  };
  realtime.toUser(userId, SECURITY_NOTICE_EVENT, notice);
  announceInboxItem(realtime, userId, event.inboxItem);
}
