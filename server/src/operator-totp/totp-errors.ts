import { AUTH_MESSAGES, TOTP_ENROLMENT_REQUIRED, TOTP_FIELD, TOTP_INVALID, TOTP_REQUIRED, type TotpEnrolment } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export const totpRequired = () => new AppError(401, TOTP_REQUIRED, AUTH_MESSAGES.totpRequired, TOTP_FIELD);
// Counted with the wrong passwords (http/rate-limits.ts): guessing codes costs what guessing
// passwords does.
export const totpInvalid = () => new AppError(401, TOTP_INVALID, AUTH_MESSAGES.totpInvalid, TOTP_FIELD);
// The stored secret does not open under this server's key (JWT_SECRET changed since it was sealed):
// only a reset on the host fixes it (docs/runbook.md).
export const totpUnreadable = () =>
  new AppError(
    409,
    'TOTP_UNREADABLE',
    'Không đọc được khóa xác thực hai lớp của tài khoản này trên máy chủ. Nhờ người quản trị máy chủ đặt lại xác thực hai lớp (operator-totp-reset), rồi đăng nhập lại để quét mã QR mới.',
  );
export const totpEnrolmentExpired = () => new AppError(400, 'TOTP_ENROLMENT_EXPIRED', AUTH_MESSAGES.totpEnrolmentExpired, 'ticket');

// The right password of an operator without an authenticator: no session, the enrolment instead.
export class TotpEnrolmentRequired extends AppError {
  constructor(readonly enrolment: TotpEnrolment) {
    super(403, TOTP_ENROLMENT_REQUIRED, AUTH_MESSAGES.totpEnrolmentRequired);
  }

  override toBody() {
    return { ...super.toBody(), enrolment: this.enrolment };
  }
}
