import { getTwoFactorStatus } from '@app/shared';

/** For a withdrawal: a failing status check counts as no second-level password (the setup dialog opens). */
export async function hasSecondPassword(): Promise<boolean> {
  try {
    return (await getTwoFactorStatus()).hasTwoFactor;
  } catch {
    return false;
  }
}
