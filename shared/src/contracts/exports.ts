// The operators' exports (/api/admin/exports/:kind): CSV files of the rows behind each console list
// and of the owner's report, for the roles that see the business's figures (they hold personal data).
// UTF-8 with a byte-order mark, so Excel shows Vietnamese; times in Vietnam time.
import { REPORT_MESSAGES } from './reports';

export const EXPORT_KINDS = ['deposits', 'withdrawals', 'bets', 'bank-transfers', 'audit', 'report'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_LABELS: Record<ExportKind, string> = {
  deposits: 'Lệnh nạp tiền',
  withdrawals: 'Yêu cầu rút tiền',
  bets: 'Lịch sử cược',
  'bank-transfers': 'Giao dịch ngân hàng',
  audit: 'Nhật ký quản trị',
  report: 'Báo cáo',
};

/**
 * ?from&to (Vietnam dates, both counted, at most a year), and the filters a kind takes: `status`
 * (deposits, withdrawals, bank-transfers: the list's own status values), `game` (bets), `username`
 * (deposits, withdrawals, bets: one player's rows), `period` (report).
 */
export interface ExportQuery {
  from: string;
  to: string;
  status?: string;
  game?: string;
  username?: string;
  period?: string;
}

export const EXPORT_MESSAGES = {
  ...REPORT_MESSAGES,
  kindInvalid: 'Không có loại dữ liệu này để xuất.',
  statusInvalid: 'Trạng thái lọc không hợp lệ.',
  gameInvalid: 'Trò chơi phải là tài xỉu hoặc xóc đĩa.',
  usernameInvalid: 'Tên đăng nhập cần lọc không hợp lệ.',
  filterNotForKind: 'Bộ lọc này không dùng được cho loại dữ liệu đã chọn.',
} as const;
