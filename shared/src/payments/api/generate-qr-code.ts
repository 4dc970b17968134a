import {
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  type DepositOrderDto,
  type GenerateQrInput,
  type PaymentEnvelope,
} from '../../contracts/payments';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import type { CreatedDeposit } from '../deposit-types';
import { paymentCall } from '../payment-call';

export function toCreatedDeposit(dto: DepositOrderDto): CreatedDeposit {
  return {
    order_id: dto.orderId,
    amount: dto.amount,
    code: String(dto.code),
    content: dto.content || String(dto.code),
    qr_data: dto.qrData ?? '',
    qr_url: dto.qrUrl ?? '',
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
    expiry_time: dto.expiredAt,
    created_at: dto.createdAt,
  };
}

/** POST u/deposits/generate-qr-code {vendorId, amount} → a pending order and its VietQR. */
export async function generateQrCode(input: GenerateQrInput, options: RequestOptions = {}): Promise<CreatedDeposit> {
  const dto = await paymentCall(
    () =>
      api
        .post(PAYMENT_PATHS.generateQr, { json: { vendorId: input.vendorId, amount: input.amount }, silent: true, ...options })
        .json<PaymentEnvelope<DepositOrderDto>>(),
    PAYMENT_MESSAGES.depositCreate,
  );
  return toCreatedDeposit(dto);
}
