// The operators' words for each state of a row, the same on the console's badges and in the exports
// the server writes.
import type { BankTransferStatus } from './admin';
import type { DepositStatus } from './deposits';
import type { BetStatus } from './game-api';
import type { WithdrawalStatus } from './withdrawals';

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  PENDING: 'Chờ duyệt',
  APPROVED: 'Đã duyệt',
  REJECTED: 'Từ chối',
  CANCELLED: 'Người chơi đã hủy',
};

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  PENDING: 'Chờ thanh toán',
  CONFIRMED: 'Đã xác nhận',
  REJECTED: 'Từ chối',
  EXPIRED: 'Hết hạn',
};

export const BANK_TRANSFER_STATUS_LABELS: Record<BankTransferStatus, string> = {
  UNMATCHED: 'Chưa khớp',
  MATCHED: 'Tự động khớp',
  ASSIGNED: 'Đã gán',
  IGNORED: 'Bỏ qua',
  RETURNED: 'Đã hoàn trả',
};

export const BET_STATUS_LABELS: Record<BetStatus, string> = {
  placed: 'Đang chờ',
  won: 'Thắng',
  lost: 'Thua',
  refunded: 'Hoàn tiền',
  cancelled: 'Đã hủy',
};
