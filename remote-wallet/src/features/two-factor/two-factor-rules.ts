import { fieldError, loginPasswordProof, secondaryPassword, TWO_FACTOR_MESSAGES } from '@app/shared';

// The second-level password setup form: the password is required, 6 to 64 characters; the confirmation
// is required and must match it.
export const validateSecondPassword = fieldError(secondaryPassword);

export function validateSecondPasswordConfirm(value: string | undefined, all: object): string | undefined {
  if (!value) return TWO_FACTOR_MESSAGES.confirmRequired;
  return value === (all as { password?: string }).password ? undefined : TWO_FACTOR_MESSAGES.mismatch;
}

// The login password asked again before setting up the second-level one.
export const validateLoginPassword = fieldError(loginPasswordProof);
