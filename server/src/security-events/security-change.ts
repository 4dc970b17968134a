import type { InboxItemDto, SecurityEventKind } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { insertInboxItem } from '../inbox/inbox-store';
import { recordSecurityEvent, type RequestOrigin, type SecurityEventRow } from './security-event-store';

export type RecordedSecurityEvent = SecurityEventRow & { inboxItem: InboxItemDto };

// A security-relevant change's record and the player's inbox item of it, both in the change's own
// transaction; announceSecurityEvent sends the two once it commits.
export async function recordSecurityChange(
  q: Queryable,
  userId: number,
  kind: SecurityEventKind,
  detail: string | null,
  origin: RequestOrigin,
): Promise<RecordedSecurityEvent> {
  const event = await recordSecurityEvent(q, userId, kind, detail, origin);
  const inboxItem = await insertInboxItem(q, userId, 'security', { securityKind: event.kind, ip: event.ip });
  return { ...event, inboxItem };
}
