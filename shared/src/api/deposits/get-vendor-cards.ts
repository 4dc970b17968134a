import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type VendorCardDto } from '../../contracts/deposits';
import { api, type RequestOptions, paymentCall } from '@app/shared';
import type { VendorCard } from '../../payments/deposits/deposit-types';
import { DEPOSIT_PATHS } from '../../contracts/routes';

function toVendorCard(dto: VendorCardDto): VendorCard {
  return {
    id: dto.id,
    name: dto.bankName,
    accountNumber: dto.accountNumber,
    accountName: dto.accountName,
    bankCode: dto.bankCode,
    swiftCode: dto.swiftCode ?? null,
    isActive: dto.isActive,
    createdAt: dto.createdAt,
    updatedAt: dto.updatedAt,
    bin: dto.bin ?? '',
  };
}

/** GET u/vendor-cards?isActive=true → the house's receiving accounts a player may deposit to. */
export async function getVendorCards(options: RequestOptions = {}): Promise<VendorCard[]> {
  const list = await paymentCall(
    () =>
      api
        .get(DEPOSIT_PATHS.vendorCards, { searchParams: { isActive: true }, silent: true, ...options })
        .json<PaymentEnvelope<VendorCardDto[]>>(),
    PAYMENT_MESSAGES.banksLoad,
  );
  return (Array.isArray(list) ? list : []).map(toVendorCard);
}
