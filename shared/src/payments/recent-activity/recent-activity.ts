import { proxy } from 'valtio';
import { PAGE_SIZE, RECENT_ACTIVITY_COUNT } from '../../contracts/constants';
import type { BetHistoryDto } from '../../contracts/game-api';
import { GAME_LABELS } from '../../contracts/games';
import type { DepositDto } from '../../contracts/deposits';
import type { WithdrawalDto } from '../../contracts/withdrawals';
import { formatMoney, formatSignedMoney } from '../../format/format-vnd';
import { createResource, onLogout } from '@app/shared';
import { getBetHistory } from '../../api/games/get-bet-history';
import { roundNet, ROUND_NET_LABELS } from '../../games/round-net';
import { getDepositDtos } from '../../api/deposits/get-deposits';

// Home screen "Hoạt động gần đây": deposits, withdrawals and game rounds merged, 5 newest. A game
// round is one line whatever the number of bets in it: its net (roundNet), as the table's banner says it.
export type ActivityType = 'deposit' | 'withdrawal' | 'game';
// even: a round that paid back exactly what was staked in it. expired: a QR order nobody paid;
// rejected, cancelled: a withdrawal the operator refused or the player called off, its held amount back
// in the wallet.
export type ActivityStatus = 'completed' | 'pending' | 'failed' | 'expired' | 'rejected' | 'cancelled' | 'won' | 'lost' | 'even';

export interface RecentActivityItem {
  /** Unique across the lists: 'deposit-12', 'deposit-transfer-3', 'withdrawal-4', 'game-taixiu-1043'. */
  id: string;
  type: ActivityType;
  /** Never negative: money in for a deposit or a round won, out for a withdrawal or a round lost; 0 for a round even. */
  amount: number;
  status: ActivityStatus;
  description: string;
  /** The line's own title, when its type's ('Nạp tiền', 'Rút tiền') would not say enough. */
  title?: string;
  /** ISO date. */
  date: string;
}

// A deposit the support desk put in the wallet (a transfer they recorded, an order they confirmed):
// the player did not see it arrive through their QR, so the line says who credited it.
export const SUPPORT_CREDIT_TITLE = 'Nạp tiền (hỗ trợ ghi nhận)';

export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, string> = {
  completed: 'Thành công',
  pending: 'Đang xử lý',
  failed: 'Thất bại',
  expired: 'Hết hạn',
  rejected: 'Bị từ chối · đã hoàn tiền',
  cancelled: 'Đã hủy · đã hoàn tiền',
  won: ROUND_NET_LABELS.won,
  lost: ROUND_NET_LABELS.lost,
  even: ROUND_NET_LABELS.even,
};

// What moved no money in the end: a deposit never paid, a withdrawal refused or cancelled (refunded).
const MOVED_NOTHING: ReadonlySet<ActivityStatus> = new Set(['failed', 'expired', 'rejected', 'cancelled']);

/** Whether the item brought money in (+), as a deposit that arrived or is awaited, or a round won. */
export const activityMoneyIn = (item: Pick<RecentActivityItem, 'type' | 'status'>): boolean =>
  !MOVED_NOTHING.has(item.status) && (item.type === 'deposit' || (item.type === 'game' && item.status === 'won'));

/**
 * The amount with its sign: '+29.000 đ', '−400 đ', '0 đ' for a round even; without a sign when no
 * money moved in the end (a refused withdrawal's 300.000 đ came back: it reads '300.000 đ').
 */
export const activityAmountText = (item: Pick<RecentActivityItem, 'type' | 'status' | 'amount'>): string => {
  if (MOVED_NOTHING.has(item.status)) return formatMoney(item.amount);
  return formatSignedMoney(item.status === 'even' ? 0 : activityMoneyIn(item) ? item.amount : -item.amount);
};

// The player's bets read for the rounds (a page of the bet history; a busy round holds several).
export const ACTIVITY_BETS = 50;

/** Deposit: confirmed → completed, pending → pending, expired → expired, anything else failed. */
export function depositActivityStatus(status: string): ActivityStatus {
  const s = String(status).toLowerCase();
  if (s === 'confirmed') return 'completed';
  if (s === 'pending') return 'pending';
  if (s === 'expired') return 'expired';
  return 'failed';
}

/** Withdrawal: APPROVED → completed, PENDING → pending, REJECTED and CANCELLED as they are. */
export function withdrawalActivityStatus(status: string): ActivityStatus {
  const s = String(status).toUpperCase();
  if (s === 'APPROVED') return 'completed';
  if (s === 'PENDING') return 'pending';
  if (s === 'REJECTED') return 'rejected';
  if (s === 'CANCELLED') return 'cancelled';
  return 'failed';
}

type DepositLike = Pick<DepositDto, 'id' | 'amount' | 'status' | 'createdAt'> &
  Partial<Pick<DepositDto, 'source' | 'creditedBy'>> & { code?: string; content?: string };
type WithdrawalLike = Pick<WithdrawalDto, 'id' | 'amount' | 'status' | 'createdAt'> & { bankName?: string; accountNumber?: string };
type BetLike = Pick<BetHistoryDto, 'gameType' | 'sessionId' | 'amount' | 'payout' | 'status' | 'createdAt'> & {
  result: { settledAt: number } | null;
};

/** A page of bets read newest first may end inside a round: that round is left out, not half counted. */
export function wholeRounds<T extends Pick<BetLike, 'gameType' | 'sessionId'>>(bets: readonly T[], pageSize: number): T[] {
  if (bets.length < pageSize) return [...bets];
  const last = bets[bets.length - 1];
  return bets.filter((b) => b.gameType !== last.gameType || b.sessionId !== last.sessionId);
}

/** Settled bets summed per round into its net: won, lost, or even when it paid back what was staked. */
export function roundActivity(bets: readonly BetLike[]): RecentActivityItem[] {
  const rounds = new Map<string, { game: BetLike['gameType']; roundId: number; bets: BetLike[]; at: number }>();
  for (const bet of bets) {
    if (bet.status !== 'won' && bet.status !== 'lost') continue;
    const key = `${bet.gameType}-${bet.sessionId}`;
    const round = rounds.get(key) ?? { game: bet.gameType, roundId: bet.sessionId, bets: [], at: 0 };
    round.bets.push(bet);
    round.at = Math.max(round.at, bet.result?.settledAt ?? bet.createdAt);
    rounds.set(key, round);
  }
  return [...rounds].map(([key, r]) => {
    const { net, outcome } = roundNet(r.bets);
    return {
      id: `game-${key}`,
      type: 'game' as const,
      amount: Math.abs(net),
      status: outcome,
      description: `${GAME_LABELS[r.game]} · Phiên #${r.roundId}`,
      date: new Date(r.at).toISOString(),
    };
  });
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : 0;
};

export function mergeRecentActivity(
  deposits: readonly DepositLike[],
  withdrawals: readonly WithdrawalLike[],
  limit = RECENT_ACTIVITY_COUNT,
  bets: readonly BetLike[] = [],
): RecentActivityItem[] {
  const items: RecentActivityItem[] = [
    ...deposits.map((d) => ({
      // An order and a recorded transfer may share an id.
      id: d.source === 'transfer' ? `deposit-transfer-${d.id}` : `deposit-${d.id}`,
      type: 'deposit' as const,
      amount: d.amount,
      status: depositActivityStatus(d.status),
      description: d.content || d.code ? `Nạp tiền ${formatMoney(d.amount)} · ${d.content || d.code}` : `Nạp tiền ${formatMoney(d.amount)}`,
      ...(d.creditedBy === 'support' ? { title: SUPPORT_CREDIT_TITLE } : {}),
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
    ...roundActivity(bets),
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
    const [deposits, withdrawals, bets] = await Promise.allSettled([
      getDepositDtos(1, PAGE_SIZE),
      import('../../api/withdrawals/get-withdrawals').then((m) => m.getWithdrawals(1, PAGE_SIZE)),
      getBetHistory(ACTIVITY_BETS),
    ]);
    const depositItems = deposits.status === 'fulfilled' ? (deposits.value?.items ?? []) : [];
    const withdrawalItems = withdrawals.status === 'fulfilled' ? (withdrawals.value?.items ?? []) : [];
    const betItems = bets.status === 'fulfilled' ? wholeRounds(bets.value, ACTIVITY_BETS) : [];
    const items = mergeRecentActivity(depositItems, withdrawalItems, RECENT_ACTIVITY_COUNT, betItems);
    if (!live()) return items;
    if (deposits.status === 'rejected' && withdrawals.status === 'rejected' && bets.status === 'rejected') {
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
 * Loads page 1 of the three lists and merges them. A list failing still shows the others; all
 * failing sets `error`. The withdrawal fetcher is imported lazily (it belongs to the withdrawal bundle).
 */
export function loadRecentActivity(): Promise<RecentActivityItem[]> {
  return activityRequest.get();
}

onLogout(() => {
  activityRequest.reset();
  Object.assign(recentActivityStore, { items: [], isLoading: false, error: null, loadedAt: null });
});
