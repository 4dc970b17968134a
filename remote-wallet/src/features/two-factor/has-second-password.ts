import { getTwoFactorStatus } from '@app/shared';

/** Spec section 4 "Withdrawal": a failing status check counts as no second-level password. */
export async function hasSecondPassword(): Promise<boolean> {
  try {
    return (await getTwoFactorStatus()).hasTwoFactor;
  } catch {
    return false;
  }
}
