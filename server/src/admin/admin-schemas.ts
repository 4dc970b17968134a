import type { AdminUserDto } from '@app/shared/contracts';
import { dto, integer, nullableString, userProperties } from '../http/schemas';

export const adminUserSchema = dto<AdminUserDto>({
  ...userProperties,
  bannedAt: nullableString,
  banReason: nullableString,
  balance: integer,
});
