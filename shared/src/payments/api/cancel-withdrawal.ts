import { PAYMENT_MESSAGES, PAYMENT_PATHS, type PaymentEnvelope, type WithdrawalDto } from '../../contracts/payments';
import { api } from '../../http/client';
import { paymentCall } from '../../http/read-answer';

/** POST u/withdrawals/{id}/cancel → the withdrawal, CANCELLED, its amount back in the wallet. 409 once no longer pending. */
export function cancelWithdrawal(id: number): Promise<WithdrawalDto> {
  return paymentCall(
    () => api.post(PAYMENT_PATHS.cancelWithdrawal(id), { silent: true }).json<PaymentEnvelope<WithdrawalDto>>(),
    PAYMENT_MESSAGES.withdrawalCancel,
  );
}
