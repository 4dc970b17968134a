import { getBetHistory } from '../../../api/games/get-bet-history';
import { getDepositDtos } from '../../../api/deposits/get-deposits';
import { getWithdrawals } from '../../../api/withdrawals/get-withdrawals';
import {
  wholeRounds,
  activityAmountText,
  activityMoneyIn,
  depositActivityStatus,
  loadRecentActivity,
  mergeRecentActivity,
  recentActivityStore,
  withdrawalActivityStatus,
} from '../recent-activity';

jest.mock('../../../api/deposits/get-deposits');
jest.mock('../../../api/withdrawals/get-withdrawals');
jest.mock('../../../api/games/get-bet-history');

const d = (id: number, status: string, createdAt: string) => ({ id, amount: id * 1000, status, createdAt, code: `C${id}` }) as never;
const w = (id: number, status: string, createdAt: string) => ({ id, amount: id * 1000, status, createdAt }) as never;

it('maps deposit statuses: confirmed completed, pending pending, expired expired, else failed', () => {
  expect(depositActivityStatus('confirmed')).toBe('completed');
  expect(depositActivityStatus('CONFIRMED')).toBe('completed');
  expect(depositActivityStatus('pending')).toBe('pending');
  expect(depositActivityStatus('rejected')).toBe('failed');
  expect(depositActivityStatus('expired')).toBe('expired');
});

it('maps withdrawal statuses: APPROVED completed, PENDING pending, REJECTED and CANCELLED as they are', () => {
  expect(withdrawalActivityStatus('APPROVED')).toBe('completed');
  expect(withdrawalActivityStatus('PENDING')).toBe('pending');
  expect(withdrawalActivityStatus('REJECTED')).toBe('rejected');
  expect(withdrawalActivityStatus('CANCELLED')).toBe('cancelled');
});

it('writes what moved no money in the end without a sign: a refused or cancelled withdrawal, an expired order', () => {
  expect(activityAmountText({ type: 'withdrawal', status: 'rejected', amount: 300_000 })).toBe('300.000\u00a0đ');
  expect(activityAmountText({ type: 'withdrawal', status: 'cancelled', amount: 300_000 })).toBe('300.000\u00a0đ');
  expect(activityAmountText({ type: 'deposit', status: 'expired', amount: 50_000 })).toBe('50.000\u00a0đ');
  expect(activityMoneyIn({ type: 'deposit', status: 'expired' })).toBe(false);
});

it('merges both lists, newest first, 5 entries', () => {
  const items = mergeRecentActivity(
    [d(1, 'CONFIRMED', '2025-01-01T00:00:00Z'), d(2, 'PENDING', '2025-01-05T00:00:00Z'), d(3, 'EXPIRED', '2025-01-03T00:00:00Z')],
    [w(1, 'APPROVED', '2025-01-04T00:00:00Z'), w(2, 'REJECTED', '2025-01-06T00:00:00Z'), w(3, 'PENDING', '2025-01-02T00:00:00Z')],
  );
  expect(items.map((i) => [i.id, i.status])).toEqual([
    ['withdrawal-2', 'rejected'],
    ['deposit-2', 'pending'],
    ['withdrawal-1', 'completed'],
    ['deposit-3', 'expired'],
    ['withdrawal-3', 'pending'],
  ]);
  expect(items[1]).toMatchObject({ type: 'deposit', amount: 2000, date: '2025-01-05T00:00:00Z' });
});

it('titles a deposit the support desk credited, and keeps a recorded transfer apart from an order of the same id', () => {
  const transfer = { id: 2, source: 'transfer', creditedBy: 'support', amount: 150_000, status: 'CONFIRMED', content: 'tien an' };
  const items = mergeRecentActivity(
    [
      { ...transfer, createdAt: '2025-01-03T00:00:00Z' },
      { id: 2, source: 'order', creditedBy: 'bank', amount: 50_000, status: 'CONFIRMED', createdAt: '2025-01-02T00:00:00Z', code: 'AB' },
    ] as never,
    [],
  );
  expect(items.map((i) => [i.id, i.title])).toEqual([
    ['deposit-transfer-2', 'Nạp tiền (hỗ trợ ghi nhận)'],
    ['deposit-2', undefined],
  ]);
  expect(items[0]).toMatchObject({
    type: 'deposit',
    status: 'completed',
    amount: 150_000,
    description: 'Nạp tiền 150.000\u00a0đ · tien an',
  });
});

const bet = (betId: number, gameType: 'taixiu' | 'xocdia', roundId: number, amount: number, payout: number, settledAt: string) =>
  ({
    betId,
    gameType,
    sessionId: roundId,
    side: 'tai',
    amount,
    payout,
    status: payout > 0 ? ('won' as const) : ('lost' as const),
    createdAt: Date.parse(settledAt) - 5_000,
    result: { settledAt: Date.parse(settledAt) },
  }) as NonNullable<Parameters<typeof mergeRecentActivity>[3]>[number];

it("sums a round's bets into one line: what it won or lost in all, with deposits and withdrawals by date", () => {
  const items = mergeRecentActivity([d(1, 'CONFIRMED', '2025-01-01T00:00:00Z')], [w(1, 'APPROVED', '2025-01-04T00:00:00Z')], 5, [
    // Tài xỉu #7: 10,000 on each side, one paid 19,800: 200 lost in all.
    bet(3, 'taixiu', 7, 10_000, 19_800, '2025-01-05T00:00:00Z'),
    bet(2, 'taixiu', 7, 10_000, 0, '2025-01-05T00:00:00Z'),
    // Xóc đĩa #3: won 9,800 on 10,000.
    bet(1, 'xocdia', 3, 10_000, 19_800, '2025-01-02T00:00:00Z'),
    // Not settled yet: not an activity.
    { ...bet(4, 'taixiu', 8, 10_000, 0, '2025-01-06T00:00:00Z'), status: 'placed' } as never,
  ]);
  expect(items.map((i) => [i.id, i.status, i.amount])).toEqual([
    ['game-taixiu-7', 'lost', 200],
    ['withdrawal-1', 'completed', 1000],
    ['game-xocdia-3', 'won', 9_800],
    ['deposit-1', 'completed', 1000],
  ]);
  expect(items[0]).toMatchObject({ type: 'game', description: 'Tài xỉu · Phiên #7', date: '2025-01-05T00:00:00.000Z' });
  expect(items.map(activityMoneyIn)).toEqual([false, false, true, true]);
});

it('a round paid back exactly its stakes is even: no sign, neither won nor lost', () => {
  const items = mergeRecentActivity([], [], 5, [
    // Xóc đĩa #5: chẵn 50,000 paid 99,000; 4 đỏ 49,000 lost.
    bet(2, 'xocdia', 5, 50_000, 99_000, '2025-01-05T00:00:00Z'),
    bet(1, 'xocdia', 5, 49_000, 0, '2025-01-05T00:00:00Z'),
  ]);
  expect(items.map((i) => [i.id, i.status, i.amount])).toEqual([['game-xocdia-5', 'even', 0]]);
  expect(activityAmountText(items[0])).toBe('0\u00a0đ');
});

it('writes each amount with its sign, a true minus for money out', () => {
  expect(activityAmountText({ type: 'game', status: 'won', amount: 29_000 })).toBe('+29.000\u00a0đ');
  expect(activityAmountText({ type: 'game', status: 'lost', amount: 400 })).toBe('\u2212400\u00a0đ');
  expect(activityAmountText({ type: 'deposit', status: 'pending', amount: 1_000 })).toBe('+1.000\u00a0đ');
  expect(activityAmountText({ type: 'withdrawal', status: 'completed', amount: 1_000 })).toBe('\u22121.000\u00a0đ');
});

it('leaves out the round a full page of bets may have cut, keeps every round of a short page', () => {
  const page = [bet(4, 'taixiu', 9, 1, 0, '2025-01-02T00:00:00Z'), bet(3, 'xocdia', 5, 1, 0, '2025-01-01T00:00:00Z')];
  const cut = [...page, bet(2, 'taixiu', 9, 1, 0, '2025-01-02T00:00:00Z'), bet(1, 'xocdia', 4, 1, 0, '2025-01-01T00:00:00Z')];
  expect(wholeRounds(page, 3)).toHaveLength(2);
  expect(wholeRounds(cut, 4).map((b) => b.sessionId)).toEqual([9, 5, 9]);
});

it('loadRecentActivity fetches page 1 of both and shows one list when the other fails', async () => {
  jest.mocked(getBetHistory).mockResolvedValue([]);
  jest.mocked(getDepositDtos).mockResolvedValue({ items: [d(1, 'CONFIRMED', '2025-01-01T00:00:00Z')], page: 1, size: 10, total: 1 });
  jest.mocked(getWithdrawals).mockRejectedValue(new Error('Không thể tải lịch sử rút tiền'));
  const items = await loadRecentActivity();
  expect(getDepositDtos).toHaveBeenCalledWith(1, 10);
  expect(items).toHaveLength(1);
  expect(recentActivityStore).toMatchObject({ error: null, isLoading: false });
});

it('loadRecentActivity reports an error when all three fail', async () => {
  jest.mocked(getDepositDtos).mockRejectedValue(new Error('Lỗi kết nối server'));
  jest.mocked(getWithdrawals).mockRejectedValue(new Error('x'));
  jest.mocked(getBetHistory).mockRejectedValue(new Error('y'));
  await loadRecentActivity();
  expect(recentActivityStore.error).toBe('Lỗi kết nối server');
});
