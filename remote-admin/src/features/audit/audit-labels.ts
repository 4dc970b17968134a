import { OPERATOR_ROLE_LABELS, formatMoney, formatVietnamDateTime } from '@app/shared';
import { BANK_TRANSFER_STATUS_LABELS, DEPOSIT_STATUS_LABELS, GAME_LABELS, WITHDRAWAL_STATUS_LABELS } from '@app/shared/contracts';

// The fields an entry's rows hold, as an operator names them. A field not listed keeps its key: a
// newer server's field still reads, only less kindly.
export const FIELD_LABELS: Record<string, string> = {
  id: 'Mã',
  username: 'Tên đăng nhập',
  phone: 'Số điện thoại',
  role: 'Vai trò',
  status: 'Trạng thái',
  amount: 'Số tiền',
  balance: 'Số dư',
  bannedAt: 'Khóa lúc',
  banReason: 'Lý do khóa',
  dev_tools_enabled: 'Công cụ nhà phát triển',
  reason: 'Lý do',
  rejectReason: 'Lý do từ chối',
  transactionRef: 'Mã giao dịch ngân hàng',
  adminNote: 'Ghi chú',
  note: 'Ghi chú',
  value: 'Giá trị',
  minBet: 'Cược tối thiểu',
  maxBet: 'Cược tối đa',
  maxRoundTotal: 'Tổng cược tối đa mỗi phiên',
  maxHouseExposure: 'Nhà cái lỗ tối đa mỗi phiên',
  refuseBothSides: 'Chặn cược hai cửa đối nhau',
  pausedAt: 'Bảo trì từ',
  isActive: 'Đang dùng',
  bankName: 'Ngân hàng',
  bankCode: 'Mã ngân hàng',
  accountNumber: 'Số tài khoản',
  accountName: 'Chủ tài khoản',
  userId: 'Người chơi',
  orderId: 'Lệnh nạp',
  network: 'Địa chỉ IP',
  sessionsEnded: 'Số phiên đã kết thúc',
  createdAt: 'Tạo lúc',
  confirmedAt: 'Xác nhận lúc',
  processedAt: 'Xử lý lúc',
  liftedAt: 'Gỡ lúc',
  liftedBy: 'Người gỡ',
  createdBy: 'Người tạo',
  selfExcludedUntil: 'Tự loại trừ đến',
  from: 'Từ ngày',
  to: 'Đến ngày',
  game: 'Trò chơi',
  period: 'Kỳ',
  kind: 'Loại',
  announcement: 'Thông báo chạy chữ',
  maintenanceMessage: 'Thông báo bảo trì',
  maintenanceFrom: 'Bảo trì từ',
  maintenanceUntil: 'Bảo trì đến',
  telegramUrl: 'Telegram',
  zaloUrl: 'Zalo',
  hotline: 'Hotline',
  text: 'Tin nhắn',
  hiddenAt: 'Ẩn lúc',
  mutedUntil: 'Cấm trò chuyện đến',
  muteReason: 'Lý do cấm',
  enabled: 'Bật trò chuyện',
  words: 'Từ cấm',
};

const MONEY_FIELDS = new Set(['amount', 'balance', 'minBet', 'maxBet', 'maxRoundTotal', 'maxHouseExposure']);
const STATUS_LABELS: Record<string, string> = { ...DEPOSIT_STATUS_LABELS, ...WITHDRAWAL_STATUS_LABELS, ...BANK_TRANSFER_STATUS_LABELS };
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the operator reads it: đồng, Vietnam time, Vietnamese words for states and flags. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  // A list of words (the chat's filter): the words themselves, not their JSON.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.length ? value.join(', ') : '—';
  if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatMoney(value);
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatVietnamDateTime(value);
    if (key === 'status' && STATUS_LABELS[value]) return STATUS_LABELS[value];
    if (key === 'role' && value in OPERATOR_ROLE_LABELS) return OPERATOR_ROLE_LABELS[value as keyof typeof OPERATOR_ROLE_LABELS];
    if (key === 'role' && value === 'user') return 'Người chơi';
    if (key === 'game' && value in GAME_LABELS) return GAME_LABELS[value as keyof typeof GAME_LABELS];
    return value;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const labelOf = (key: string) => FIELD_LABELS[key] ?? key;

/** 'Trạng thái: Chờ duyệt → Đã duyệt' for each field the action changed; a new row lists what it was made with. */
export function changesOf(before: unknown, after: unknown): string[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : null;
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : null;
  if (!a) return [valueText('', after)];
  if (!b) return Object.entries(a).map(([key, value]) => `${labelOf(key)}: ${valueText(key, value)}`);
  return Object.keys({ ...b, ...a })
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => `${labelOf(key)}: ${valueText(key, b[key])} → ${valueText(key, a[key])}`);
}
