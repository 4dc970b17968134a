// Response schemas of the withdrawal routes: Fastify serializes through them, so a column that is
// not listed never leaks out.
import type { AdminPlayerWithdrawalDto, AdminWithdrawalDto, HouseBalanceDto, WithdrawalDto, WithdrawalPage } from '@app/shared/contracts';
import { arrayOf, dto, integer, nullableInteger, nullableString, string } from '../http/schemas';

const withdrawalProperties = {
  id: integer,
  userId: integer,
  bankAccountId: integer,
  bankCode: string,
  bankName: string,
  accountNumber: string,
  accountName: string,
  amount: integer,
  status: string,
  adminNote: nullableString,
  rejectReason: nullableString,
  processedAt: nullableString,
  transactionRef: nullableString,
  createdAt: string,
  updatedAt: string,
} as const;

export const withdrawalSchema = dto<WithdrawalDto>(withdrawalProperties);

// A page of the player's own, with what their pending ones hold.
export const withdrawalPageSchema = dto<WithdrawalPage>({
  items: arrayOf(withdrawalSchema),
  page: integer,
  size: integer,
  total: integer,
  heldAmount: integer,
});

export const adminWithdrawalSchema = dto<AdminWithdrawalDto>({ ...withdrawalProperties, username: string, processedBy: nullableInteger });
export const adminPlayerWithdrawalSchema = dto<AdminPlayerWithdrawalDto>({ ...withdrawalProperties, decidedByName: nullableString });

export const houseBalanceSchema = dto<HouseBalanceDto>({
  balance: integer,
  accounts: dto<HouseBalanceDto['accounts']>({
    house_taixiu: integer,
    house_xocdia: integer,
    bank_in: integer,
    withdrawal_hold: integer,
    external: integer,
  }),
});
