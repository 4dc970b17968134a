import type { BankTransferStatus, BetStatus, DepositStatus, WithdrawalStatus } from '@app/shared';
import { Badge, type Tone } from './kit';

type Labels<S extends string> = Record<S, readonly [string, Tone]>;

const WITHDRAWAL: Labels<WithdrawalStatus> = {
  PENDING: ['Chờ duyệt', 'gold'],
  APPROVED: ['Đã duyệt', 'green'],
  REJECTED: ['Từ chối', 'red'],
  CANCELLED: ['Người chơi đã hủy', 'grey'],
};
const DEPOSIT: Labels<DepositStatus> = {
  PENDING: ['Chờ thanh toán', 'gold'],
  CONFIRMED: ['Đã xác nhận', 'green'],
  REJECTED: ['Từ chối', 'red'],
  EXPIRED: ['Hết hạn', 'grey'],
};
const TRANSFER: Labels<BankTransferStatus> = {
  UNMATCHED: ['Chưa khớp', 'gold'],
  MATCHED: ['Tự động khớp', 'green'],
  ASSIGNED: ['Đã gán', 'blue'],
  IGNORED: ['Bỏ qua', 'grey'],
};
const BET: Labels<BetStatus> = {
  placed: ['Đang chờ', 'gold'],
  won: ['Thắng', 'green'],
  lost: ['Thua', 'red'],
  refunded: ['Hoàn tiền', 'blue'],
  cancelled: ['Đã hủy', 'grey'],
};

function badgeOf<S extends string>(labels: Labels<S>) {
  return function StatusBadge({ status }: { status: S }) {
    const [label, tone] = labels[status] ?? [status, 'grey'];
    return <Badge tone={tone}>{label}</Badge>;
  };
}

export const WithdrawalStatusBadge = badgeOf(WITHDRAWAL);
export const DepositStatusBadge = badgeOf(DEPOSIT);
export const TransferStatusBadge = badgeOf(TRANSFER);
export const BetStatusBadge = badgeOf(BET);
export const withdrawalStatusLabel = (s: WithdrawalStatus) => WITHDRAWAL[s]?.[0] ?? s;
export const depositStatusLabel = (s: DepositStatus) => DEPOSIT[s]?.[0] ?? s;
export const betStatusLabel = (s: BetStatus) => BET[s]?.[0] ?? s;
