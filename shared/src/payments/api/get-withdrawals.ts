import { PAGE_SIZE } from '../../contracts/constants';
import { PAYMENT_MESSAGES, PAYMENT_PATHS, type PaymentEnvelope, type WithdrawalPage } from '../../contracts/payments';
import { api } from '../../http/client';
import { paymentCall } from '../../http/read-answer';

/** GET u/withdrawals?page&size → the server's page of the player's withdrawals, newest first, with what the pending ones hold. */
export function getWithdrawals(page = 1, size = PAGE_SIZE): Promise<WithdrawalPage> {
  return paymentCall(
    () => api.get(PAYMENT_PATHS.withdrawals, { searchParams: { page, size }, silent: true }).json<PaymentEnvelope<WithdrawalPage>>(),
    PAYMENT_MESSAGES.withdrawalsLoad,
  );
}
