import type { SecurityEventDto } from '@app/shared/contracts';
import { dto, integer, nullableString, string } from '../http/schemas';

// A security event as the player's list and the operator's view of a player show it.
export const securityEventSchema = dto<SecurityEventDto>({
  id: integer,
  kind: string,
  detail: nullableString,
  ip: nullableString,
  userAgent: nullableString,
  createdAt: string,
});
