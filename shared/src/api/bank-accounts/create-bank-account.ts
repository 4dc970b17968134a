import { expectSecurityChange, api, paymentCall } from '@app/shared';
import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { normalizeAccountName, type BankAccountInput, type UserBankAccountDto } from '../../contracts/bank-accounts';
import { TWO_FACTOR_SESSION_HEADER } from '../../contracts/security';
import { BANK_ACCOUNT_PATHS } from '../../contracts/routes';

/**
 * POST u/user-bank-accounts {bankCode, accountNumber, accountName} → the new account. `stepUp` is a
 * bank_account_change token from the second-level password (validateTwoFactor).
 */
export function createBankAccount(input: BankAccountInput, stepUp: string): Promise<UserBankAccountDto> {
  const json = {
    bankCode: input.bankCode,
    accountNumber: input.accountNumber.replace(/\s+/g, ''),
    accountName: normalizeAccountName(input.accountName),
  };
  expectSecurityChange('bank_account_added');
  return paymentCall(
    () =>
      api
        .post(BANK_ACCOUNT_PATHS.list, { json, headers: { [TWO_FACTOR_SESSION_HEADER]: stepUp }, silent: true })
        .json<PaymentEnvelope<UserBankAccountDto>>(),
    PAYMENT_MESSAGES.bankAccountCreate,
    [200, 201],
  );
}
