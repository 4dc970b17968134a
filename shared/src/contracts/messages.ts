import { PASSWORD_MAX, PASSWORD_MIN, REFERRAL_MAX, USERNAME_MAX, USERNAME_MIN } from './constants';

// How a ban with its reason begins: the pages show such a message as the server wrote it.
export const BANNED_BECAUSE = 'Tài khoản của bạn đã bị khóa. Lý do:';

// Every Vietnamese text that both the server and the client say. Kept word for word where the
// product already had one; otherwise chosen so a player knows what to do next.
export const HTTP_MESSAGES = {
  // No answer from the server at all (the network, or the server down).
  connection: 'Lỗi kết nối server',
  sessionRevoked: 'Phiên đăng nhập đã bị hủy',
  loggedInElsewhere: 'Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.',
  userBanned: 'User is banned',
  bannedToast: 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ bộ phận hỗ trợ (CSKH).',
  // Said to the player who signs in with the right password: why, when the operator gave a reason.
  bannedBecause: (reason: string) => `${BANNED_BECAUSE} ${reason}. Vui lòng liên hệ bộ phận hỗ trợ (CSKH).`,
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.',
  tooManyPasswordTries: 'Bạn đã nhập mật khẩu đăng nhập quá 5 lần. Vui lòng đợi 15 phút rồi thử lại.',
  serverError: 'Lỗi hệ thống, vui lòng thử lại sau.',
  serviceUnavailable: 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít phút.',
  noConnection: 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng.',
  badRequest: 'Dữ liệu gửi lên không hợp lệ. Vui lòng kiểm tra lại.',
  badJson: 'Dữ liệu gửi lên không đúng định dạng JSON.',
  bodyTooLarge: 'Dữ liệu gửi lên quá lớn.',
  unsupportedMediaType: 'Định dạng dữ liệu không được hỗ trợ, vui lòng gửi JSON.',
  notFound: 'Không tìm thấy địa chỉ yêu cầu.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  // An operator's account reaching a player's money route (a bet, a deposit, a withdrawal...).
  operatorHoldsNoWallet: 'Tài khoản quản trị không có ví: không thể đặt cược, nạp hay rút tiền. Hãy dùng trang quản trị.',
  unauthorized: 'Vui lòng đăng nhập để tiếp tục.',
  // An operator whose role does not cover the route (a support agent confirming a deposit...).
  operatorRoleRefused: (role: string, allowed: string[]) =>
    `Vai trò ${role} không được làm việc này: chỉ ${allowed.join(', ')} mới được. Hãy nhờ người có vai trò đó thực hiện.`,
} as const;

export const AUTH_MESSAGES = {
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  usernameLength: `Tên đăng nhập phải có từ ${USERNAME_MIN} đến ${USERNAME_MAX} ký tự`,
  usernameChars: 'Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và dấu gạch dưới, bắt đầu bằng chữ cái',
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không hợp lệ. Nhập số di động Việt Nam 10 chữ số, ví dụ 0912345678',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordLength: `Mật khẩu phải có từ ${PASSWORD_MIN} đến ${PASSWORD_MAX} ký tự`,
  passwordWeak: 'Mật khẩu phải có cả chữ cái và chữ số',
  passwordConfirmRequired: 'Vui lòng nhập lại mật khẩu',
  passwordMismatch: 'Mật khẩu xác nhận không khớp',
  newPasswordSame: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  referralInvalid: `Mã giới thiệu chỉ gồm chữ cái không dấu và chữ số, tối đa ${REFERRAL_MAX} ký tự`,
  // A code typed at sign-up that is no player's own (the field is optional: leaving it empty is fine).
  referralUnknown: 'Mã giới thiệu không tồn tại. Vui lòng kiểm tra lại với người giới thiệu hoặc để trống ô này',
  captchaInvalid: 'Mã xác thực không hợp lệ',
  // The bot check (ALTCHA proof of work) was missing, wrong, expired or already used.
  captchaRequired: 'Vui lòng xác minh bạn không phải robot ở ô xác minh, rồi gửi lại.',
  // The operator's authenticator code at login (TOTP, RFC 6238) and its enrolment.
  totpRequired: 'Nhập mã xác thực 6 số từ ứng dụng Authenticator',
  totpInvalid: 'Mã xác thực không đúng hoặc đã được dùng. Nhập mã mới đang hiện trong ứng dụng Authenticator.',
  totpCodeFormat: 'Nhập mã 6 số từ ứng dụng Authenticator, hoặc một mã khôi phục.',
  totpEnrolmentRequired: 'Tài khoản quản trị cần xác thực hai lớp: quét mã QR bằng ứng dụng Authenticator, rồi nhập mã 6 số để hoàn tất.',
  totpEnrolmentExpired: 'Phiên thiết lập xác thực đã hết hạn hoặc đã dùng. Hãy đăng nhập lại để bắt đầu lại.',
  totpEnrolmentDone: 'Đã bật xác thực hai lớp. Hãy lưu các mã khôi phục ở nơi an toàn.',
  totpResetDone: (username: string) =>
    `Đã xóa xác thực hai lớp của ${username}. Lần đăng nhập tới, tài khoản này sẽ quét mã QR mới và nhận mã khôi phục mới.`,
  totpResetNoOperator: 'Không có tài khoản quản trị với tên đăng nhập này. Kiểm tra lại tên rồi thử lại.',
  wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  usernameTaken: 'Tên đăng nhập đã được sử dụng, vui lòng chọn tên khác',
  phoneTaken: 'Số điện thoại đã được đăng ký cho một tài khoản khác',
  loginSuccess: 'Đăng nhập thành công!',
  signupSuccess: 'Đăng ký tài khoản thành công!',
  passwordChanged: 'Đổi mật khẩu thành công!',
  loggedOut: 'Bạn đã đăng xuất.',
  refreshMissing: 'Không tìm thấy phiên đăng nhập, vui lòng đăng nhập lại.',
  tokenInvalid: 'Token không hợp lệ',
  tokenExpired: 'Token hết hạn',
  userNotFound: 'Không tìm thấy người dùng',
} as const;

// Why the server closed one socket of a session (the socketLimited event) or refused a new one: the
// player stays signed in.
export const SOCKET_LIMIT_MESSAGES = {
  TOO_MANY_EVENTS: 'Kết nối trực tiếp đã bị ngắt vì trang gửi quá nhiều yêu cầu. Vui lòng tải lại trang để tiếp tục.',
  TOO_MANY_SOCKETS: 'Bạn đang mở quá nhiều tab: tab này đã ngừng cập nhật trực tiếp. Vui lòng đóng bớt tab rồi tải lại trang này.',
  // A connection refused at the handshake (not a socketLimited event): the page tries again later.
  TOO_MANY_CONNECTIONS: 'Trang kết nối lại quá nhiều lần trong thời gian ngắn. Vui lòng đợi một lát rồi tải lại trang.',
} as const;

// Notices shown when the server ends a session; other reasons are shown as sent.
export const FORCE_LOGOUT_MESSAGES: Record<string, string> = {
  NEW_LOGIN: 'Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.',
  ADMIN_TERMINATE: 'Phiên đăng nhập của bạn đã bị quản trị viên kết thúc.',
  IP_BANNED: 'Địa chỉ IP của bạn đã bị chặn. Vui lòng liên hệ bộ phận hỗ trợ (CSKH).',
  USER_BANNED: 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ bộ phận hỗ trợ (CSKH).',
};
