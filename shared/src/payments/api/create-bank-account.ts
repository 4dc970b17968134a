import {
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  normalizeAccountName,
  type BankAccountInput,
  type PaymentEnvelope,
  type UserBankAccountDto,
} from '../../contracts/payments';
import { api } from '../../http/client';
import { paymentCall } from '../payment-call';

/** POST u/user-bank-accounts {bankCode, accountNumber, accountName} → the new account. */
export function createBankAccount(input: BankAccountInput): Promise<UserBankAccountDto> {
  const json = {
    bankCode: input.bankCode,
    accountNumber: input.accountNumber.replace(/\s+/g, ''),
    accountName: normalizeAccountName(input.accountName),
  };
  return paymentCall(
    () => api.post(PAYMENT_PATHS.bankAccounts, { json, silent: true }).json<PaymentEnvelope<UserBankAccountDto>>(),
    PAYMENT_MESSAGES.bankAccountCreate,
    [200, 201],
  );
}
