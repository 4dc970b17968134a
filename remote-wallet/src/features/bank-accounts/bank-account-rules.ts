import { fieldError } from '@app/shared';
import { accountName, accountNumber, normalizeAccountName, PAYMENT_MESSAGES } from '@app/shared/signed-in';

// The bank account form's rules: a bank is required; the account number is 8 to 19 digits; the owner
// name is 2 to 50 letters once normalised (accents removed, upper case). Number and name use the
// shared structs the server checks with, so both say the same message.
export const validateBankCode = (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : PAYMENT_MESSAGES.bankRequired);

export const validateAccountNumber = fieldError(accountNumber);

const nameRules = fieldError(accountName);

/**
 * The owner name: 2 to 50 letters once normalised; for any account after the first it must be the
 * name registered first (`reference`), compared accent- and case-insensitively.
 */
export function validateAccountName(value: unknown, reference: string | null | undefined): string | undefined {
  const text = typeof value === 'string' ? value : '';
  const normalised = normalizeAccountName(text);
  if (normalised.length < 2) return PAYMENT_MESSAGES.accountNameShort;
  const own = nameRules(text);
  if (own) return own;
  if (reference && normalised !== normalizeAccountName(reference)) return PAYMENT_MESSAGES.accountNameMismatch;
  return undefined;
}
