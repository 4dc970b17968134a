import { OPERATOR_TEXT_MAX } from '@app/shared/contracts';

// Operator-facing texts the shared contracts do not have (they only cover what players see).
export const ADMIN_MESSAGES = {
  invalidUserId: 'Mã người dùng không hợp lệ.',
  invalidBanReason: `Lý do cấm phải là chuỗi tối đa ${OPERATOR_TEXT_MAX} ký tự.`,
  invalidDevToolsFlag: 'Giá trị enabled phải là true hoặc false.',
  invalidUsernameQuery: 'Tên đăng nhập cần tìm không hợp lệ.',
  cannotBanSelf: 'Bạn không thể tự cấm tài khoản của chính mình.',
  notAPlayer: 'Đây là tài khoản quản trị, không phải người chơi: tài khoản quản trị chỉ được quản lý trên máy chủ (npm run admin).',
  operatorCreated: (username: string) => `Đã tạo tài khoản quản trị ${username}.`,
  banned: (username: string) => `Đã cấm tài khoản ${username}.`,
  unbanned: (username: string) => `Đã bỏ cấm tài khoản ${username}.`,
  devToolsEnabled: (username: string) => `Đã cho phép công cụ phát triển cho ${username}.`,
  devToolsDisabled: (username: string) => `Đã chặn công cụ phát triển cho ${username}.`,
} as const;
