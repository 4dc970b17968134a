import {
  type BankTransferStatus,
  BANK_TRANSFER_STATUS_LABELS,
  BET_STATUS_LABELS,
  DEPOSIT_STATUS_LABELS,
  WITHDRAWAL_STATUS_LABELS,
  type BetStatus,
  type DepositStatus,
  type WithdrawalStatus,
} from '@app/shared/contracts';
import { Badge, type Tone } from './kit';

type Tones<S extends string> = Record<S, Tone>;

const WITHDRAWAL: Tones<WithdrawalStatus> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'grey' };
const DEPOSIT: Tones<DepositStatus> = { PENDING: 'gold', CONFIRMED: 'green', REJECTED: 'red', EXPIRED: 'grey' };
const TRANSFER: Tones<BankTransferStatus> = { UNMATCHED: 'gold', MATCHED: 'green', ASSIGNED: 'blue', IGNORED: 'grey', RETURNED: 'grey' };
const BET: Tones<BetStatus> = { placed: 'gold', won: 'green', lost: 'red', refunded: 'blue', cancelled: 'grey' };

// The words are the contracts' (the exports print the same); the colours are the console's.
function badgeOf<S extends string>(labels: Record<S, string>, tones: Tones<S>) {
  return function StatusBadge({ status }: { status: S }) {
    return <Badge tone={tones[status] ?? 'grey'}>{labels[status] ?? status}</Badge>;
  };
}

export const WithdrawalStatusBadge = badgeOf(WITHDRAWAL_STATUS_LABELS, WITHDRAWAL);
export const DepositStatusBadge = badgeOf(DEPOSIT_STATUS_LABELS, DEPOSIT);
export const TransferStatusBadge = badgeOf(BANK_TRANSFER_STATUS_LABELS, TRANSFER);
export const BetStatusBadge = badgeOf(BET_STATUS_LABELS, BET);
