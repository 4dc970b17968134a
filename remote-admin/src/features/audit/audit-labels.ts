import type { AuditAction } from '@app/shared';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.ban': 'Khóa tài khoản',
  'user.unban': 'Mở khóa tài khoản',
  'user.devTools': 'Đổi quyền công cụ nhà phát triển',
  'withdrawal.approve': 'Duyệt rút tiền',
  'withdrawal.reject': 'Từ chối rút tiền',
  'deposit.confirm': 'Xác nhận nạp tiền',
  'deposit.reject': 'Từ chối nạp tiền',
  'bankTransfer.assign': 'Gán giao dịch',
  'vendorCard.create': 'Thêm tài khoản nhận tiền',
  'vendorCard.update': 'Sửa tài khoản nhận tiền',
  'config.update': 'Sửa cấu hình nạp',
  'gameConfig.update': 'Sửa giới hạn cược',
  'operator.create': 'Tạo tài khoản quản trị',
  'operator.totpReset': 'Đặt lại xác thực hai lớp',
  'user.selfExclusionLift': 'Gỡ tự loại trừ',
  'change.request': 'Gửi yêu cầu chờ duyệt',
  'change.approve': 'Duyệt yêu cầu',
  'change.reject': 'Từ chối yêu cầu',
  'change.cancel': 'Hủy yêu cầu',
  'change.applyAfterDelay': 'Tự thực hiện sau thời gian chờ',
  'change.awaitApproval': 'Chuyển sang chờ người duyệt thứ hai',
  'operator.role': 'Đổi vai trò tài khoản quản trị',
  'operator.disable': 'Vô hiệu hóa tài khoản quản trị',
  'operator.enable': 'Bật lại tài khoản quản trị',
  'user.recoveryStart': 'Gửi mã khôi phục mật khẩu',
};

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** 'status: PENDING → APPROVED' for each field the action changed; a new row lists what it was made with. */
export function changesOf(before: unknown, after: unknown): string[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : null;
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : null;
  if (!a) return [show(after)];
  if (!b) return Object.entries(a).map(([key, value]) => `${key}: ${show(value)}`);
  return Object.keys({ ...b, ...a })
    .filter((key) => show(b[key]) !== show(a[key]))
    .map((key) => `${key}: ${show(b[key])} → ${show(a[key])}`);
}
