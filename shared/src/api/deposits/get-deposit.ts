import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type DepositOrderDto } from '../../contracts/deposits';
import { api, paymentCall, type RequestOptions, serverNow } from '@app/shared';
import type { CurrentDeposit } from '../../payments/deposits/deposit-types';
import { toCurrentDeposit } from './generate-qr-code';
import { DEPOSIT_PATHS } from '../../contracts/routes';

/** GET u/deposits/:id → the player's own order still waiting for its transfer, with its QR, as the current deposit. */
export async function getDeposit(orderId: number, options: RequestOptions = {}): Promise<CurrentDeposit> {
  const dto = await paymentCall(
    () => api.get(DEPOSIT_PATHS.order(orderId), { silent: true, ...options }).json<PaymentEnvelope<DepositOrderDto>>(),
    PAYMENT_MESSAGES.depositsLoad,
  );
  return toCurrentDeposit(dto, serverNow());
}
