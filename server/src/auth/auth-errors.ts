import { AUTH_MESSAGES, HTTP_MESSAGES } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export const wrongCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.wrongCredentials);
export const notSignedIn = () => new AppError(401, 'UNAUTHORIZED', HTTP_MESSAGES.unauthorized);
export const tokenExpired = () => new AppError(401, 'TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired);
export const tokenInvalid = () => new AppError(401, 'TOKEN_INVALID', AUTH_MESSAGES.tokenInvalid);
// An operator's console cookie that opens nothing any more: unknown, signed out, idle too long or
// past its lifetime. The console answers it with its login page.
export const operatorSessionOver = () => new AppError(401, 'SESSION_EXPIRED', HTTP_MESSAGES.sessionExpired);
export const refreshMissing = () => new AppError(401, 'REFRESH_TOKEN_INVALID', AUTH_MESSAGES.refreshMissing);
// Not "logged in elsewhere": the player should read that the session ended and log in again.
export const refreshReused = () => new AppError(401, 'TOKEN_REUSE', REFRESH_REUSED_MESSAGE);
export const REFRESH_REUSED_MESSAGE = 'Phiên đăng nhập không còn hợp lệ, vui lòng đăng nhập lại.';
export const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken, 'username');
export const phoneTaken = () => new AppError(409, 'PHONE_TAKEN', AUTH_MESSAGES.phoneTaken, 'phone');
export const referralUnknown = () => new AppError(400, 'REFERRAL_UNKNOWN', AUTH_MESSAGES.referralUnknown, 'referralCode');
export const wrongCurrentPassword = () =>
  new AppError(400, 'WRONG_CURRENT_PASSWORD', AUTH_MESSAGES.wrongCurrentPassword, 'currentPassword');
export const newPasswordSame = () => new AppError(400, 'NEW_PASSWORD_SAME', AUTH_MESSAGES.newPasswordSame, 'newPassword');
