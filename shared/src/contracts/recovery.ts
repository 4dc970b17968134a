import { coerce, define, string, type } from 'superstruct';
import { loginUsername, password, phone } from './auth';
import { secondaryPassword } from './two-factor';

// Password recovery by a one-time code sent by SMS to the phone registered with the account. The
// player names the account and its phone; the answer to that is the same whether or not they match,
// so the form tells nobody which accounts or numbers exist. A code is 6 digits, lives 5 minutes and
// dies after 5 wrong tries; using it ends every session, starts the withdrawal cool-down and is
// recorded as a security change. The second-level password has the same path for a signed-in player.

export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_TTL_SECONDS = 5 * 60;
export const RECOVERY_MAX_TRIES = 5;
// How long the page waits before it offers to send another code.
export const RECOVERY_RESEND_SECONDS = 60;

export type RecoveryPurpose = 'password' | 'second_password';

export const RECOVERY_MESSAGES = {
  codeSent:
    'Nếu tên đăng nhập và số điện thoại khớp với một tài khoản, mã xác minh 6 số sẽ được gửi tới số điện thoại đó trong giây lát. Mã có hiệu lực 5 phút.',
  codeRequired: 'Vui lòng nhập mã xác minh',
  codeFormat: 'Mã xác minh gồm 6 chữ số',
  codeInvalid: 'Mã xác minh không đúng hoặc đã hết hạn. Vui lòng kiểm tra lại hoặc gửi lại mã mới.',
  passwordReset: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.',
  secondCodeSent: (phoneHint: string) => `Đã gửi mã xác minh tới số điện thoại ${phoneHint}. Mã có hiệu lực 5 phút.`,
  secondPasswordReset: 'Đặt lại mật khẩu cấp 2 thành công.',
  // The detail of the security record when support sent the code for the player.
  eventByOperator: 'Mã do bộ phận hỗ trợ gửi theo yêu cầu của bạn',
  noPhone: 'Tài khoản chưa có số điện thoại để nhận mã. Vui lòng liên hệ hỗ trợ.',
  operatorSent: (username: string, phoneHint: string) =>
    `Đã gửi mã khôi phục mật khẩu của ${username} tới số ${phoneHint}. Người chơi mở trang "Quên mật khẩu", chọn "Tôi đã có mã xác minh" rồi tự nhập mã và mật khẩu mới.`,
} as const;

// What the player sees of a number a code went to: enough to recognise it, not to learn it.
export const maskPhone = (value: string) =>
  value.length > 5 ? `${value.slice(0, 3)}${'*'.repeat(value.length - 5)}${value.slice(-2)}` : '***';

// Spaces typed or pasted between the digits are dropped.
export const recoveryCode = coerce(
  define<string>('recoveryCode', (v) => {
    if (typeof v !== 'string' || v === '') return RECOVERY_MESSAGES.codeRequired;
    return new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`).test(v) ? true : RECOVERY_MESSAGES.codeFormat;
  }),
  string(),
  (v) => v.replace(/\s/g, ''),
);

export const RecoveryStartBody = type({ username: loginUsername, phone });
export const RecoveryResetBody = type({ username: loginUsername, phone, code: recoveryCode, newPassword: password });
export const SecondRecoveryResetBody = type({ code: recoveryCode, newPassword: secondaryPassword });

// The answers that name where a code went (a signed-in player's own phone, or for an operator).
export interface RecoverySentDto {
  phoneHint: string;
}
