import { expectSecurityChange, api, paymentCall } from '@app/shared';
import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type UserBankAccountDto } from '../../contracts/bank-accounts';
import { TWO_FACTOR_SESSION_HEADER } from '../../contracts/security';
import { BANK_ACCOUNT_PATHS } from '../../contracts/routes';

// The owner name is not editable, so it is never sent.
export interface BankAccountUpdate {
  bankCode?: string;
  accountNumber?: string;
  isActive?: boolean;
}

/**
 * PUT u/user-bank-accounts/{id} with the fields to change → the updated account. A new bank or number
 * needs a bank_account_change step-up token; a toggle of isActive does not.
 */
export function updateBankAccount(
  id: number,
  changes: BankAccountUpdate,
  stepUp: string | null,
  fallback: string = PAYMENT_MESSAGES.bankAccountUpdate,
): Promise<UserBankAccountDto> {
  const json: BankAccountUpdate = { ...changes };
  if (json.accountNumber !== undefined) json.accountNumber = json.accountNumber.replace(/\s+/g, '');
  if (stepUp) expectSecurityChange('bank_account_changed');
  return paymentCall(
    () =>
      api
        .put(BANK_ACCOUNT_PATHS.one(id), { json, headers: stepUp ? { [TWO_FACTOR_SESSION_HEADER]: stepUp } : {}, silent: true })
        .json<PaymentEnvelope<UserBankAccountDto>>(),
    fallback,
  );
}

/** Activates or deactivates an account (PUT with isActive). */
export function setBankAccountActive(id: number, isActive: boolean): Promise<UserBankAccountDto> {
  return updateBankAccount(id, { isActive }, null, PAYMENT_MESSAGES.bankAccountToggle);
}
