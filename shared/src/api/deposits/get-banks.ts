import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type BankDto } from '../../contracts/bank-accounts';
import { api, type RequestOptions, paymentCall } from '@app/shared';
import type { Bank } from '../../payments/deposits/deposit-types';
import { DEPOSIT_PATHS } from '../../contracts/routes';

function toBank(dto: BankDto): Bank {
  return {
    id: dto.id,
    name: dto.name,
    accountNumber: dto.accountNumber ?? '',
    accountName: dto.accountName ?? '',
    bankCode: dto.code,
    swiftCode: dto.swiftCode ?? null,
    isActive: dto.status === 'ACTIVE',
    createdAt: dto.createdAt,
    updatedAt: dto.updatedAt,
    shortName: dto.shortName ?? dto.code,
    bin: dto.bin ?? '',
    logo: dto.logo || null,
  };
}

/** GET u/banks → the system bank list. */
export async function getBanks(options: RequestOptions = {}): Promise<Bank[]> {
  const list = await paymentCall(
    () => api.get(DEPOSIT_PATHS.banks, { silent: true, ...options }).json<PaymentEnvelope<BankDto[]>>(),
    PAYMENT_MESSAGES.banksLoad,
  );
  return (Array.isArray(list) ? list : []).map(toBank);
}
