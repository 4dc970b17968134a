import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type WithdrawalDto } from '../../contracts/withdrawals';
import { api, paymentCall } from '@app/shared';
import { WITHDRAWAL_PATHS } from '../../contracts/routes';

/** POST u/withdrawals/{id}/cancel → the withdrawal, CANCELLED, its amount back in the wallet. 409 once no longer pending. */
export function cancelWithdrawal(id: number): Promise<WithdrawalDto> {
  return paymentCall(
    () => api.post(WITHDRAWAL_PATHS.cancel(id), { silent: true }).json<PaymentEnvelope<WithdrawalDto>>(),
    PAYMENT_MESSAGES.withdrawalCancel,
  );
}
