import { PAYMENT_MESSAGES, PAYMENT_PATHS, type PaymentEnvelope, type UserBankAccountDto } from '../../contracts/payments';
import { api } from '../../http/client';
import { paymentCall } from '../payment-call';

/** PUT u/user-bank-accounts/{id}/set-default. */
export function setDefaultBankAccount(id: number): Promise<UserBankAccountDto | null> {
  return paymentCall(
    () =>
      api.put(PAYMENT_PATHS.setDefaultBankAccount(id), { silent: true }).json<PaymentEnvelope<UserBankAccountDto | null>>(),
    PAYMENT_MESSAGES.bankAccountDefault,
  );
}
