// The second-level password: its status, the single-use token it gives, its sentences and lock, and
// the bodies that set, change and check it.
import { define, literal, number, optional, string, type, union } from 'superstruct';
import { TWO_FACTOR_MAX, TWO_FACTOR_MIN } from './constants';
import { formatVietnamDateTime, isTwoFactorAction, SECURITY_MESSAGES } from './security';

export interface TwoFactorStatusDto {
  has_two_factor: boolean;
  // Set while five wrong passwords keep the second-level password locked.
  locked_until: string | null;
}

export interface TwoFactorTokenDto {
  sessionId: string;
  expiresAt: string;
}

// What a refused second-level password adds to the error body (TWO_FACTOR_WRONG, TWO_FACTOR_LOCKED),
// so a page can hold its button without parsing the sentence: the tries left before the lock (0 once
// locked) and, while locked, when the lock ends (ISO).
export interface TwoFactorRefusal {
  triesLeft?: number;
  lockedUntil?: string;
}

export const TWO_FACTOR_MESSAGES = {
  required: 'Vui lòng nhập mật khẩu cấp 2',
  tooShort: `Mật khẩu cấp 2 phải có ít nhất ${TWO_FACTOR_MIN} ký tự`,
  tooLong: `Mật khẩu cấp 2 không được quá ${TWO_FACTOR_MAX} ký tự`,
  confirmRequired: 'Vui lòng xác nhận mật khẩu cấp 2',
  mismatch: 'Mật khẩu cấp 2 xác nhận không khớp',
  setupFailed: 'Có lỗi xảy ra khi thiết lập mật khẩu cấp 2',
  statusFailed: 'Không thể kiểm tra trạng thái 2FA',
  wrong: 'Mật khẩu cấp 2 không đúng',
  // From the TWO_FACTOR_WARN_FROM-th wrong password, `wrong` (or `currentWrong`) says what is left.
  triesLeft: (wrong: string, left: number) => `${wrong}. Bạn còn ${left} lần thử`,
  verifyFailed: 'Lỗi xác minh mật khẩu cấp 2',
  setupSuccess: 'Thiết lập mật khẩu cấp 2 thành công!',
  changeSuccess: 'Đổi mật khẩu cấp 2 thành công!',
  alreadySet: 'Bạn đã thiết lập mật khẩu cấp 2. Hãy dùng chức năng đổi mật khẩu cấp 2',
  notSet: 'Bạn chưa thiết lập mật khẩu cấp 2',
  currentWrong: 'Mật khẩu cấp 2 hiện tại không đúng',
  sameAsLogin: 'Mật khẩu cấp 2 phải khác mật khẩu đăng nhập',
  // Said from the wrong password that locks (the fifth), so "đủ", not "quá". The end is Vietnam's
  // time, whatever the server's or the phone's zone.
  locked: (until: Date | string) =>
    `Bạn đã nhập sai mật khẩu cấp 2 đủ ${TWO_FACTOR_MAX_FAILURES} lần. Vui lòng thử lại sau ${formatVietnamDateTime(until)}`,
  tokenMissing: 'Vui lòng xác minh mật khẩu cấp 2 trước khi rút tiền',
  tokenInvalid: 'Phiên xác minh mật khẩu cấp 2 không hợp lệ hoặc đã hết hạn. Vui lòng xác minh lại',
  actionInvalid: 'Thao tác xác minh không hợp lệ',
  targetInvalid: 'Đối tượng cần xác minh không hợp lệ',
  // An operator's action that needs a token bound to the row it changes (STEP_UP_TARGETS).
  targetRequired: 'Thiếu đối tượng của thao tác cần xác minh',
  operatorStepUpRequired: 'Vui lòng nhập mật khẩu cấp 2 của bạn để xác nhận thao tác này',
  operatorStepUpNotSet:
    'Tài khoản quản trị của bạn chưa có mật khẩu cấp 2. Vui lòng thiết lập ở trang Rút tiền của trang quản trị (hoặc nhờ quản trị viên trên máy chủ) trước khi thực hiện thao tác này',
  operatorOnly: 'Chỉ tài khoản quản trị mới được xác minh thao tác này',
} as const;

export const TWO_FACTOR_ACTION = 'user_withdraw';
export const TWO_FACTOR_TOKEN_TTL_MS = 5 * 60_000;
export const TWO_FACTOR_MAX_FAILURES = 5;
// The wrong password from which the answer counts the tries left (the last two before the lock).
export const TWO_FACTOR_WARN_FROM = 3;
export const TWO_FACTOR_LOCK_MS = 15 * 60_000;
export const secondaryPassword = define<string>('secondaryPassword', (v) => {
  if (typeof v !== 'string' || v.trim() === '') return TWO_FACTOR_MESSAGES.required;
  if (v.length < TWO_FACTOR_MIN) return TWO_FACTOR_MESSAGES.tooShort;
  if (v.length > TWO_FACTOR_MAX) return TWO_FACTOR_MESSAGES.tooLong;
  return true;
});

// The login password, asked again before anything that could redirect money (a stolen access token
// alone does not know it). Only its presence and size are checked here; the hash decides.
export const loginPasswordProof = define<string>('loginPassword', (v) => {
  if (typeof v !== 'string' || v === '') return SECURITY_MESSAGES.loginPasswordRequired;
  return v.length <= 128 ? true : SECURITY_MESSAGES.loginPasswordWrong;
});

export const TwoFactorSetupBody = type({ newPassword: secondaryPassword, loginPassword: loginPasswordProof });
// Either the current second-level password, or (forgotten) the login password; the service requires one.
export const TwoFactorChangeBody = type({
  currentPassword: optional(secondaryPassword),
  loginPassword: optional(loginPasswordProof),
  newPassword: secondaryPassword,
});
export const TwoFactorValidateBody = type({
  secondaryPassword,
  userType: optional(literal('user')),
  action: define<string>('action', (v) => (isTwoFactorAction(v) ? true : TWO_FACTOR_MESSAGES.actionInvalid)),
  userId: optional(union([number(), string()])),
  // The row an operator's token is for (STEP_UP_TARGETS); required by the server for those actions.
  target: optional(
    define<string>('target', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 120 ? true : TWO_FACTOR_MESSAGES.targetInvalid)),
  ),
});
