import { PAYMENT_MESSAGES, PAYMENT_PATHS, type BankDto, type PaymentEnvelope } from '../../contracts/payments';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import type { Bank } from '../deposit-types';
import { paymentCall } from '../../http/read-answer';

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
    () => api.get(PAYMENT_PATHS.banks, { silent: true, ...options }).json<PaymentEnvelope<BankDto[]>>(),
    PAYMENT_MESSAGES.banksLoad,
  );
  return (Array.isArray(list) ? list : []).map(toBank);
}
