import { SECURITY_MESSAGES, TWO_FACTOR_MESSAGES } from '@app/shared/contracts';
import { isPhoneSecondPassword, isWeakSecondPassword } from './weak-second-password';

// Why a new second-level password is refused, or null, wherever one is set (a player's setup or
// change, a new operator, the operator account of the environment): it must not be the login
// password (one stolen password would then open both) nor one a guesser tries first, and not the
// phone number's last digits (`personal` holds the phone as registered).
export function secondPasswordProblem(newPassword: string, sameAsLogin: boolean, personal: readonly string[]): string | null {
  if (sameAsLogin) return TWO_FACTOR_MESSAGES.sameAsLogin;
  if (isPhoneSecondPassword(newPassword, personal)) return SECURITY_MESSAGES.phoneSecondPassword;
  if (isWeakSecondPassword(newPassword, personal)) return SECURITY_MESSAGES.weakSecondPassword;
  return null;
}
