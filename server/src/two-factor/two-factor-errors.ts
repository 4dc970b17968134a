import { TWO_FACTOR_MESSAGES as T } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export const notSet = (message: string = T.notSet) => new AppError(400, 'TWO_FACTOR_NOT_SET', message);
export const wrongPassword = (message: string = T.wrong, field?: string) => new AppError(400, 'TWO_FACTOR_WRONG', message, field);
export const lockedError = (minutesLeft: number) => new AppError(423, 'TWO_FACTOR_LOCKED', T.locked(Math.max(1, minutesLeft)));
export const tokenInvalid = () => new AppError(400, 'TWO_FACTOR_TOKEN_INVALID', T.tokenInvalid, 'twoFactor');
export const changedMeanwhile = () => new AppError(409, 'TWO_FACTOR_CHANGED', T.verifyFailed);
// A step-up action sent without its token: one is to be made (the password is set), or the password
// set first. The same codes as a bank-account change without its header.
export const stepUpRequired = (message: string) => new AppError(403, 'STEP_UP_REQUIRED', message, 'twoFactor');
export const stepUpNotSet = (message: string) => new AppError(403, 'TWO_FACTOR_NOT_SET', message, 'twoFactor');
