import { expectSecurityChange, api, paymentCall } from '@app/shared';
import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type UserBankAccountDto } from '../../contracts/bank-accounts';
import { TWO_FACTOR_SESSION_HEADER } from '../../contracts/security';
import { BANK_ACCOUNT_PATHS } from '../../contracts/routes';

/** PUT u/user-bank-accounts/{id}/set-default with a bank_account_change step-up token. */
export function setDefaultBankAccount(id: number, stepUp: string): Promise<UserBankAccountDto | null> {
  expectSecurityChange('bank_account_default');
  return paymentCall(
    () =>
      api
        .put(BANK_ACCOUNT_PATHS.setDefault(id), { headers: { [TWO_FACTOR_SESSION_HEADER]: stepUp }, silent: true })
        .json<PaymentEnvelope<UserBankAccountDto | null>>(),
    PAYMENT_MESSAGES.bankAccountDefault,
  );
}
