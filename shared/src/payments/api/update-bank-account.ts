import { PAYMENT_MESSAGES, PAYMENT_PATHS, type PaymentEnvelope, type UserBankAccountDto } from '../../contracts/payments';
import { api } from '../../http/client';
import { paymentCall } from '../payment-call';

// The owner name is not editable (spec section 5), so it is never sent.
export interface BankAccountUpdate {
  bankCode?: string;
  accountNumber?: string;
  isActive?: boolean;
}

/** PUT u/user-bank-accounts/{id} with the fields to change → the updated account. */
export function updateBankAccount(
  id: number,
  changes: BankAccountUpdate,
  fallback: string = PAYMENT_MESSAGES.bankAccountUpdate,
): Promise<UserBankAccountDto> {
  const json: BankAccountUpdate = { ...changes };
  if (json.accountNumber !== undefined) json.accountNumber = json.accountNumber.replace(/\s+/g, '');
  return paymentCall(
    () => api.put(PAYMENT_PATHS.bankAccount(id), { json, silent: true }).json<PaymentEnvelope<UserBankAccountDto>>(),
    fallback,
  );
}

/** Activates or deactivates an account (PUT with isActive). */
export function setBankAccountActive(id: number, isActive: boolean): Promise<UserBankAccountDto> {
  return updateBankAccount(id, { isActive }, PAYMENT_MESSAGES.bankAccountToggle);
}
