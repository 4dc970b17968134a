import type { ChangeRequestedDto, PendingChangeDto, PendingChangesDto } from '@app/shared/contracts';
import { arrayOf, dto, integer, nullableInteger, nullableString, number, string } from '../http/schemas';

// A change's fields as set, and as they were: free-form objects, every key kept.
const fields = { type: ['object', 'null'], additionalProperties: true } as const;

export const pendingChangeSchema = dto<PendingChangeDto>({
  id: integer,
  kind: string,
  target: string,
  summary: string,
  amount: nullableInteger,
  before: fields,
  after: fields,
  makerId: integer,
  makerUsername: string,
  status: string,
  executeAfter: nullableString,
  createdAt: string,
  decidedById: nullableInteger,
  decidedByUsername: nullableString,
  decidedAt: nullableString,
  reason: nullableString,
});

export const pendingChangesSchema = dto<PendingChangesDto>({
  modes: { type: 'object', additionalProperties: string } as const,
  soloDelayHours: number,
  manualCreditReviewAbove: integer,
  items: arrayOf(pendingChangeSchema),
});

export const changeRequestedSchema = dto<ChangeRequestedDto>({ pendingChange: pendingChangeSchema });
