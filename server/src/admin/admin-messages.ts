import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES, OPERATOR_TEXT_MAX } from '@app/shared/contracts';

// Operator-facing texts the shared contracts do not have (they only cover what players see).
export const ADMIN_MESSAGES = {
  invalidUserId: 'Mã người dùng không hợp lệ.',
  invalidBanReason: `Lý do cấm phải là chuỗi tối đa ${OPERATOR_TEXT_MAX} ký tự.`,
  invalidDevToolsFlag: 'Giá trị enabled phải là true hoặc false.',
  invalidUsernameQuery: 'Tên đăng nhập cần tìm không hợp lệ.',
  cannotBanSelf: 'Bạn không thể tự cấm tài khoản của chính mình.',
  notAPlayer: 'Đây là tài khoản quản trị, không phải người chơi: tài khoản quản trị chỉ được quản lý trên máy chủ (npm run admin).',
  banned: (username: string) => `Đã cấm tài khoản ${username}.`,
  unbanned: (username: string) => `Đã bỏ cấm tài khoản ${username}.`,
  devToolsEnabled: (username: string) => `Đã cho phép công cụ phát triển cho ${username}.`,
  devToolsDisabled: (username: string) => `Đã chặn công cụ phát triển cho ${username}.`,
  sessionsEnded: (username: string, count: number) =>
    count === 0
      ? `${username} không có phiên đăng nhập nào đang mở.`
      : `Đã kết thúc ${count} phiên đăng nhập của ${username}. Người chơi cần đăng nhập lại.`,
} as const;

const roleList = OPERATOR_ROLES.map((role) => `${role} (${OPERATOR_ROLE_LABELS[role]})`).join(', ');

// What the host's operator CLI answers (admin/operator-accounts.ts), printed on the host.
export const OPERATOR_MESSAGES = {
  created: (username: string, role: string) => `Đã tạo tài khoản quản trị ${username} với vai trò ${role}.`,
  roleChanged: (username: string, role: string) =>
    `Đã đổi vai trò của ${username} thành ${role}. Các phiên đăng nhập của tài khoản này đã kết thúc: họ đăng nhập lại để dùng vai trò mới.`,
  disabled: (username: string) =>
    `Đã vô hiệu hóa tài khoản quản trị ${username}: không đăng nhập được nữa và các phiên đang mở đã kết thúc.`,
  enabled: (username: string) => `Đã bật lại tài khoản quản trị ${username}: họ có thể đăng nhập lại.`,
  disabledReason: 'Tài khoản quản trị đã bị vô hiệu hóa trên máy chủ.',
  unknownRole: (role: string) => `Vai trò "${role}" không tồn tại. Chọn một trong: ${roleList}.`,
  notFound: (username: string) => `Không tìm thấy tài khoản ${username}. Kiểm tra tên bằng lệnh operators.`,
  notAnOperator: (username: string) =>
    `${username} là tài khoản người chơi, không phải tài khoản quản trị. Người chơi được quản lý trên trang quản trị (cấm/bỏ cấm).`,
  bootstrapOperator: (username: string) =>
    `${username} là tài khoản quản trị của máy chủ (ADMIN_USERNAME): luôn là admin và được khôi phục mỗi lần khởi động, không đổi vai trò hay vô hiệu hóa được. Hãy dùng một tài khoản quản trị khác.`,
  lastAdmin:
    'Không thể làm vậy: đây là tài khoản admin cuối cùng còn hoạt động. Hãy tạo hoặc bật một tài khoản admin khác trước (operator-add <tên> admin).',
  sameRole: (username: string, role: string) => `${username} đã có vai trò ${role}: không có gì thay đổi.`,
  alreadyDisabled: (username: string) => `${username} đã bị vô hiệu hóa từ trước: không có gì thay đổi.`,
  notDisabled: (username: string) => `${username} đang hoạt động, không bị vô hiệu hóa: không có gì thay đổi.`,
  badRequest: 'Yêu cầu gửi tới máy chủ không hợp lệ. Hãy dùng lệnh npm run admin -- help.',
} as const;
