import { TWO_FACTOR_MESSAGES as T } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export const notSet = () => new AppError(400, 'TWO_FACTOR_NOT_SET', T.notSet);
export const wrongPassword = (message: string = T.wrong, field?: string) => new AppError(400, 'TWO_FACTOR_WRONG', message, field);
export const lockedError = (minutesLeft: number) => new AppError(423, 'TWO_FACTOR_LOCKED', T.locked(Math.max(1, minutesLeft)));
export const tokenInvalid = () => new AppError(400, 'TWO_FACTOR_TOKEN_INVALID', T.tokenInvalid, 'twoFactor');
export const changedMeanwhile = () => new AppError(409, 'TWO_FACTOR_CHANGED', T.verifyFailed);
