import { proxy } from 'valtio';
import { PAGE_SIZE, RECENT_ACTIVITY_COUNT } from '../contracts/constants';
import type { DepositDto, WithdrawalDto } from '../contracts/payments';
import { formatMoney } from '../format/format-vnd';
import { createResource } from '../resource/create-resource';
import { onLogout } from '../session/logout';
import { getDepositDtos } from './api/get-deposits';

// Home screen "Hoạt động gần đây": deposits and withdrawals merged, 5 newest.
export type ActivityType = 'deposit' | 'withdrawal';
export type ActivityStatus = 'completed' | 'pending' | 'failed';

export interface RecentActivityItem {
  /** Unique across both lists: 'deposit-12', 'withdrawal-4'. */
  id: string;
  type: ActivityType;
  amount: number;
  status: ActivityStatus;
  description: string;
  /** ISO date. */
  date: string;
}

export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, string> = {
  completed: 'Thành công',
  pending: 'Đang xử lý',
  failed: 'Thất bại',
};

/** Deposit: confirmed → completed, pending → pending, anything else failed. */
export function depositActivityStatus(status: string): ActivityStatus {
  const s = String(status).toLowerCase();
  if (s === 'confirmed') return 'completed';
  if (s === 'pending') return 'pending';
  return 'failed';
}

/** Withdrawal: APPROVED → completed, PENDING → pending, anything else failed. */
export function withdrawalActivityStatus(status: string): ActivityStatus {
  const s = String(status).toUpperCase();
  if (s === 'APPROVED') return 'completed';
  if (s === 'PENDING') return 'pending';
  return 'failed';
}

type DepositLike = Pick<DepositDto, 'id' | 'amount' | 'status' | 'createdAt'> & { code?: string; content?: string };
type WithdrawalLike = Pick<WithdrawalDto, 'id' | 'amount' | 'status' | 'createdAt'> & { bankName?: string; accountNumber?: string };

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : 0;
};

export function mergeRecentActivity(
  deposits: readonly DepositLike[],
  withdrawals: readonly WithdrawalLike[],
  limit = RECENT_ACTIVITY_COUNT,
): RecentActivityItem[] {
  const items: RecentActivityItem[] = [
    ...deposits.map((d) => ({
      id: `deposit-${d.id}`,
      type: 'deposit' as const,
      amount: d.amount,
      status: depositActivityStatus(d.status),
      description: d.content || d.code ? `Nạp tiền ${formatMoney(d.amount)} · ${d.content || d.code}` : `Nạp tiền ${formatMoney(d.amount)}`,
      date: d.createdAt,
    })),
    ...withdrawals.map((w) => ({
      id: `withdrawal-${w.id}`,
      type: 'withdrawal' as const,
      amount: w.amount,
      status: withdrawalActivityStatus(w.status),
      description: w.bankName
        ? `Rút tiền về ${w.bankName}${w.accountNumber ? ` ${maskAccount(w.accountNumber)}` : ''}`
        : `Rút tiền ${formatMoney(w.amount)}`,
      date: w.createdAt,
    })),
  ];
  return items.sort((a, b) => time(b.date) - time(a.date)).slice(0, limit);
}

const maskAccount = (n: string) => (n.length > 4 ? `••${n.slice(-4)}` : n);

export interface RecentActivityState {
  items: RecentActivityItem[];
  isLoading: boolean;
  error: string | null;
  loadedAt: number | null;
}

export const recentActivityStore = proxy<RecentActivityState>({ items: [], isLoading: false, error: null, loadedAt: null });

// Concurrent callers share one load; after a logout, the answer of a load still running is dropped
// (it would show the previous player's activity to the next one).
const activityRequest = createResource(async (live) => {
  recentActivityStore.isLoading = true;
  try {
    const [deposits, withdrawals] = await Promise.allSettled([
      getDepositDtos(1, PAGE_SIZE),
      import('./api/get-withdrawals').then((m) => m.getWithdrawals(1, PAGE_SIZE)),
    ]);
    const depositItems = deposits.status === 'fulfilled' ? (deposits.value?.items ?? []) : [];
    const withdrawalItems = withdrawals.status === 'fulfilled' ? (withdrawals.value?.items ?? []) : [];
    const items = mergeRecentActivity(depositItems, withdrawalItems);
    if (!live()) return items;
    if (deposits.status === 'rejected' && withdrawals.status === 'rejected') {
      const reason = deposits.reason;
      recentActivityStore.error = reason instanceof Error ? reason.message : String(reason);
    } else {
      recentActivityStore.error = null;
      recentActivityStore.items = items;
      recentActivityStore.loadedAt = Date.now();
    }
    return items;
  } finally {
    if (live()) recentActivityStore.isLoading = false;
  }
});

/**
 * Loads page 1 of both lists and merges them. One list failing still shows the other; both failing
 * sets `error`. The withdrawal fetcher is imported lazily (it belongs to the withdrawal bundle).
 */
export function loadRecentActivity(): Promise<RecentActivityItem[]> {
  return activityRequest.get();
}

onLogout(() => {
  activityRequest.reset();
  Object.assign(recentActivityStore, { items: [], isLoading: false, error: null, loadedAt: null });
});
