import type { InboxItemDto, InboxPageDto, InboxReadDto } from '@app/shared/contracts';
import { type } from 'superstruct';
import { INBOX_MESSAGES } from '@app/shared/contracts';
import { idRule } from '../http/route-inputs';
import { arrayOf, dto, integer, nullableInteger, nullableString, string } from '../http/schemas';

export const InboxIdParams = type({ id: idRule(INBOX_MESSAGES.idInvalid) });

export const inboxItemSchema = dto<InboxItemDto>({
  id: integer,
  kind: string,
  amount: nullableInteger,
  refId: nullableInteger,
  note: nullableString,
  securityKind: nullableString,
  ip: nullableString,
  gameType: nullableString,
  sessionId: nullableInteger,
  createdAt: string,
  readAt: nullableString,
});

export const inboxPageSchema = dto<InboxPageDto>({
  items: arrayOf(inboxItemSchema),
  page: integer,
  size: integer,
  total: integer,
  unread: integer,
});

export const inboxReadSchema = dto<InboxReadDto>({ ids: arrayOf(integer), unread: integer });
