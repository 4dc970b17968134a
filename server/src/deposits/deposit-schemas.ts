// Response schemas of the deposit routes: Fastify serializes through them, so a field that is not
// listed never leaks out (the order's user id to another player, a raw webhook body).
import type {
  AdminDepositDto,
  AdminPlayerDepositDto,
  BankDto,
  BankTransferDto,
  DepositDto,
  DepositOrderDto,
  SystemConfigDto,
  VendorCardDto,
} from '@app/shared/contracts';
import { boolean, dto, integer, nullableInteger, nullableString, string } from '../http/schemas';

export const bankSchema = dto<BankDto>({
  id: integer,
  name: string,
  shortName: string,
  code: string,
  bin: string,
  swiftCode: nullableString,
  logo: nullableString,
  accountNumber: string,
  accountName: string,
  status: string,
  createdAt: string,
  updatedAt: string,
});

export const vendorCardSchema = dto<VendorCardDto>({
  id: integer,
  bankName: string,
  bankCode: string,
  bin: string,
  accountNumber: string,
  accountName: string,
  swiftCode: nullableString,
  isActive: boolean,
  createdAt: string,
  updatedAt: string,
});

export const configSchema = dto<SystemConfigDto>({ id: string, value: string });

export const depositOrderSchema = dto<DepositOrderDto>({
  orderId: integer,
  amount: integer,
  code: string,
  content: string,
  qrData: string,
  qrUrl: string,
  accountNumber: string,
  accountName: string,
  bankCode: string,
  bankName: string,
  bin: string,
  vendorId: integer,
  status: string,
  expiredAt: string,
  createdAt: string,
});

const depositProperties = {
  id: integer,
  source: string,
  userId: integer,
  cardId: nullableInteger,
  amount: integer,
  code: string,
  content: string,
  status: string,
  createdAt: string,
  confirmedAt: nullableString,
  expiredAt: string,
  rejectReason: nullableString,
  creditedBy: nullableString,
} as const;
export const depositSchema = dto<DepositDto>(depositProperties);

export const adminPlayerDepositSchema = dto<AdminPlayerDepositDto>({ ...depositProperties, creditedByName: nullableString });

export const adminDepositSchema = dto<AdminDepositDto>({
  ...depositProperties,
  username: string,
  confirmedBy: nullableString,
  rejectedAt: nullableString,
  bankTransferId: nullableInteger,
});

export const bankTransferSchema = dto<BankTransferDto>({
  id: integer,
  providerTxId: string,
  gateway: nullableString,
  accountNumber: nullableString,
  content: string,
  amount: integer,
  transferType: string,
  referenceCode: nullableString,
  transactionDate: nullableString,
  status: string,
  depositOrderId: nullableInteger,
  assignedUserId: nullableInteger,
  assignedAt: nullableString,
  note: nullableString,
  returnReference: nullableString,
  createdAt: string,
});
