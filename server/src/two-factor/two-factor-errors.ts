import { TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_MESSAGES, TWO_FACTOR_WARN_FROM, type TwoFactorRefusal } from '@app/shared/contracts';
import { AppError } from '../http/app-error';
import { iso, type DbTime } from '../db/iso-time';

// A refused second-level password: besides the sentence, what is left of the tries and when a lock
// ends, for the page to hold its button until then.
export class SecondPasswordRefused extends AppError {
  constructor(
    statusCode: number,
    error: string,
    message: string,
    readonly refusal: TwoFactorRefusal,
    field?: string,
  ) {
    super(statusCode, error, message, field);
  }

  override toBody() {
    return { ...super.toBody(), ...this.refusal };
  }
}

export const notSet = (message: string = TWO_FACTOR_MESSAGES.notSet) => new AppError(400, 'TWO_FACTOR_NOT_SET', message);
// The `failures`-th wrong password in the window, below the lock. `wrong` is the sentence of the form
// that asked (the password, or the current one at a change); the last tries before the lock are
// counted in it, so the lock does not come as a surprise.
export const wrongPassword = (failures: number, wrong: string = TWO_FACTOR_MESSAGES.wrong, field?: string) => {
  const triesLeft = Math.max(0, TWO_FACTOR_MAX_FAILURES - failures);
  const message = failures >= TWO_FACTOR_WARN_FROM ? TWO_FACTOR_MESSAGES.triesLeft(wrong, triesLeft) : wrong;
  return new SecondPasswordRefused(400, 'TWO_FACTOR_WRONG', message, { triesLeft }, field);
};
export const lockedError = (until: DbTime) =>
  new SecondPasswordRefused(423, 'TWO_FACTOR_LOCKED', TWO_FACTOR_MESSAGES.locked(new Date(until)), {
    triesLeft: 0,
    lockedUntil: iso(until),
  });
export const tokenInvalid = () => new AppError(400, 'TWO_FACTOR_TOKEN_INVALID', TWO_FACTOR_MESSAGES.tokenInvalid, 'twoFactor');
export const changedMeanwhile = () => new AppError(409, 'TWO_FACTOR_CHANGED', TWO_FACTOR_MESSAGES.verifyFailed);
// A step-up action sent without its token: one is to be made (the password is set), or the password
// set first. The same codes as a bank-account change without its header.
export const stepUpRequired = (message: string) => new AppError(403, 'STEP_UP_REQUIRED', message, 'twoFactor');
export const stepUpNotSet = (message: string) => new AppError(403, 'TWO_FACTOR_NOT_SET', message, 'twoFactor');
