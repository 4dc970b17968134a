import { PAGE_SIZE } from '../../contracts/constants';
import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type WithdrawalPage } from '../../contracts/withdrawals';
import { api, paymentCall } from '@app/shared';
import { WITHDRAWAL_PATHS } from '../../contracts/routes';

/** GET u/withdrawals?page&size → the server's page of the player's withdrawals, newest first, with what the pending ones hold. */
export function getWithdrawals(page = 1, size = PAGE_SIZE): Promise<WithdrawalPage> {
  return paymentCall(
    () => api.get(WITHDRAWAL_PATHS.list, { searchParams: { page, size }, silent: true }).json<PaymentEnvelope<WithdrawalPage>>(),
    PAYMENT_MESSAGES.withdrawalsLoad,
  );
}
