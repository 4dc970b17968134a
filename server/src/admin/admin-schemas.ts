import type { AdminUserDto, PlayerAddressDto, PlayerBankAccountDto, PlayerDeviceDto, PlayerLifetimeDto } from '@app/shared/contracts';
import { boolean, dto, integer, nullableString, string, userProperties } from '../http/schemas';

export const adminUserProperties = {
  ...userProperties,
  bannedAt: nullableString,
  banReason: nullableString,
  balance: integer,
} as const;

export const adminUserSchema = dto<AdminUserDto>(adminUserProperties);

export const lifetimeSchema = dto<PlayerLifetimeDto>({
  deposited: integer,
  depositCount: integer,
  withdrawn: integer,
  withdrawalCount: integer,
  net: integer,
});

export const playerDeviceSchema = dto<PlayerDeviceDto>({
  label: string,
  firstSeenAt: string,
  lastSeenAt: string,
  logins: integer,
  userAgent: nullableString,
});

export const playerAddressSchema = dto<PlayerAddressDto>({ address: string, firstSeenAt: string, lastSeenAt: string, logins: integer });

export const playerBankAccountSchema = dto<PlayerBankAccountDto>({
  id: integer,
  bankName: string,
  accountNumber: string,
  accountName: string,
  isDefault: boolean,
  removedAt: nullableString,
});
