// Response schema of the bank-account routes, checked against the contract's DTO.
import type { UserBankAccountDto } from '@app/shared/contracts';
import { boolean, dto, integer, nullableString, string } from '../http/schemas';

export const bankAccountSchema = dto<UserBankAccountDto>({
  id: integer,
  userId: integer,
  bankCode: string,
  bankName: string,
  accountNumber: string,
  accountName: string,
  isDefault: boolean,
  isActive: boolean,
  createdAt: string,
  updatedAt: string,
  withdrawableFrom: nullableString,
  cooldownReason: nullableString,
});
