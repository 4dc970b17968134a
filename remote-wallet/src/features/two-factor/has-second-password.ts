import { getTwoFactorStatus } from '@app/shared/signed-in';
import { rememberSecondPasswordLock } from './second-password-lock';

/**
 * For a withdrawal: a failing status check counts as no second-level password (the setup dialog
 * opens). The lock the status names is kept for the verify dialog that opens next.
 */
export async function hasSecondPassword(): Promise<boolean> {
  try {
    const status = await getTwoFactorStatus();
    rememberSecondPasswordLock(status.lockedUntil);
    return status.hasTwoFactor;
  } catch {
    return false;
  }
}
