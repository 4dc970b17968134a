import { fieldError, secondaryPassword, TWO_FACTOR_MESSAGES } from '@app/shared';

// Spec section 5 "Second-level password setup".
export const validateSecondPassword = fieldError(secondaryPassword);

export function validateSecondPasswordConfirm(value: string | undefined, all: object): string | undefined {
  if (!value) return TWO_FACTOR_MESSAGES.confirmRequired;
  return value === (all as { password?: string }).password ? undefined : TWO_FACTOR_MESSAGES.mismatch;
}
