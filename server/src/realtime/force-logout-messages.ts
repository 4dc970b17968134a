import { AUTH_MESSAGES, FORCE_LOGOUT_MESSAGES, HTTP_MESSAGES } from '@app/shared/contracts';

// Reasons the shared contracts do not name yet; worded for the player who reads the notice.
const SERVER_REASON_MESSAGES: Record<string, string> = {
  LOGOUT: AUTH_MESSAGES.loggedOut,
  TOKEN_REUSE: HTTP_MESSAGES.sessionRevoked,
  PASSWORD_CHANGED: 'Mật khẩu đã được thay đổi. Vui lòng đăng nhập lại.',
  // Set anew with a code sent to the registered phone: every session ends, this one included.
  PASSWORD_RESET: 'Mật khẩu vừa được đặt lại bằng mã xác minh gửi tới số điện thoại của tài khoản. Vui lòng đăng nhập lại.',
  // The host's operator CLI changed this operator's account.
  OPERATOR_CHANGED: 'Vai trò của tài khoản quản trị này vừa được thay đổi trên máy chủ. Vui lòng đăng nhập lại.',
  OPERATOR_IDLE: 'Phiên quản trị đã kết thúc vì lâu không thao tác. Vui lòng đăng nhập lại.',
  OPERATOR_EXPIRED: 'Phiên quản trị đã hết thời hạn. Vui lòng đăng nhập lại.',
  OPERATOR_DISABLED: 'Tài khoản quản trị này đã bị vô hiệu hóa trên máy chủ. Liên hệ người quản lý máy chủ nếu cần dùng lại.',
};

export const forceLogoutMessage = (reason: string): string =>
  FORCE_LOGOUT_MESSAGES[reason] ?? SERVER_REASON_MESSAGES[reason] ?? HTTP_MESSAGES.sessionRevoked;
