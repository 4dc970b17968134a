import { DEPOSIT_QR_VALIDITY_MS } from '../../contracts/constants';
import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type DepositOrderDto, type GenerateQrInput } from '../../contracts/deposits';
import { api, paymentCall, type RequestOptions, serverNow } from '@app/shared';
import type { CurrentDeposit } from '../../payments/deposits/deposit-types';
import { DEPOSIT_PATHS } from '../../contracts/routes';

const toMillis = (iso: string, fallback: number): number => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : fallback;
};

// The wire's DepositOrderDto (in the payment service's envelope) becomes the app's one deposit
// shape here and nowhere else: times become epoch milliseconds of the server clock (an unreadable
// createdAt is `now`, an unreadable expiredAt the standard validity after it), the receiving bank is
// gathered into `bank`, and a just-created order is 'pending'.
export function toCurrentDeposit(dto: DepositOrderDto, now: number): CurrentDeposit {
  const createdAt = toMillis(dto.createdAt, now);
  return {
    orderId: dto.orderId,
    amount: dto.amount,
    code: String(dto.code),
    content: dto.content || String(dto.code),
    qrData: dto.qrData ?? '',
    qrUrl: dto.qrUrl ?? '',
    bank: {
      id: dto.vendorId,
      name: dto.bankName ?? dto.bankCode,
      accountNumber: dto.accountNumber,
      accountName: dto.accountName,
      bankCode: dto.bankCode,
      swiftCode: null,
      isActive: true,
      createdAt: dto.createdAt,
      updatedAt: dto.createdAt,
    },
    expiryTime: toMillis(dto.expiredAt, createdAt + DEPOSIT_QR_VALIDITY_MS),
    status: 'pending',
    createdAt,
  };
}

/** POST u/deposits/generate-qr-code {vendorId, amount, idempotencyKey?} → the pending order and its VietQR, as the current deposit. */
export async function generateQrCode(input: GenerateQrInput, options: RequestOptions = {}): Promise<CurrentDeposit> {
  const dto = await paymentCall(
    () =>
      api
        .post(DEPOSIT_PATHS.generateQr, {
          json: { vendorId: input.vendorId, amount: input.amount, idempotencyKey: input.idempotencyKey },
          silent: true,
          ...options,
        })
        .json<PaymentEnvelope<DepositOrderDto>>(),
    PAYMENT_MESSAGES.depositCreate,
  );
  return toCurrentDeposit(dto, serverNow());
}
