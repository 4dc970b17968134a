import { PAGE_SIZE } from '../../contracts/constants';
import { PAYMENT_MESSAGES, PAYMENT_PATHS, type Page, type PaymentEnvelope, type WithdrawalDto } from '../../contracts/payments';
import { api } from '../../http/client';
import { paymentCall } from '../../http/read-answer';

/** GET u/withdrawals?page&size → the server's page of the player's withdrawals, newest first. */
export function getWithdrawals(page = 1, size = PAGE_SIZE): Promise<Page<WithdrawalDto>> {
  return paymentCall(
    () => api.get(PAYMENT_PATHS.withdrawals, { searchParams: { page, size }, silent: true }).json<PaymentEnvelope<Page<WithdrawalDto>>>(),
    PAYMENT_MESSAGES.withdrawalsLoad,
  );
}
