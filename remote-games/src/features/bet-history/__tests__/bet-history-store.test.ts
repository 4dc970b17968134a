import { ApiError } from '@app/shared';
import { type BetHistoryDto } from '@app/shared/signed-in';
import { createBetHistory } from '../bet-history-store';

const bet = (betId: number): BetHistoryDto => ({
  betId,
  gameType: betId % 2 ? 'taixiu' : 'xocdia',
  jackpotWon: 0,
  sessionId: 100 + betId,
  side: betId % 2 ? 'tai' : 'chan',
  amount: 10_000,
  status: 'lost',
  payout: 0,
  createdAt: 1_700_000_000_000 + betId,
  result: null,
});

// The server's answer for ?limit=&before= over bets 1..total, newest first.
function serverOf(total: number) {
  const asked: Array<[number, number | undefined]> = [];
  const fetchPage = jest.fn(async (limit: number, before?: number) => {
    asked.push([limit, before]);
    const ids = Array.from({ length: total }, (_, i) => total - i).filter((id) => before === undefined || id < before);
    return ids.slice(0, limit).map(bet);
  });
  return { fetchPage, asked };
}

it('reads the first page, then each next one from the last bet listed, until a page comes back short', async () => {
  const { fetchPage, asked } = serverOf(7);
  const history = createBetHistory(fetchPage, 3);
  await history.load();
  expect(history.state).toMatchObject({ status: 'ready', hasMore: true });
  expect(history.state.bets.map((b) => b.betId)).toEqual([7, 6, 5]);
  await history.loadMore();
  await history.loadMore();
  expect(history.state.bets.map((b) => b.betId)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect(history.state.hasMore).toBe(false);
  expect(asked).toEqual([
    [3, undefined],
    [3, 5],
    [3, 2],
  ]);
  // Nothing more to ask.
  await history.loadMore();
  expect(asked).toHaveLength(3);
});

it('says there is nothing more when the first page is not full, and lists nothing for a new player', async () => {
  const history = createBetHistory(serverOf(0).fetchPage, 3);
  await history.load();
  expect(history.state).toMatchObject({ status: 'ready', bets: [], hasMore: false });
});

it('asks for one next page at a time however often "Xem thêm" is pressed', async () => {
  const { fetchPage, asked } = serverOf(10);
  const history = createBetHistory(fetchPage, 3);
  await history.load();
  await Promise.all([history.loadMore(), history.loadMore(), history.loadMore()]);
  expect(asked).toHaveLength(2);
  expect(history.state.bets.map((b) => b.betId)).toEqual([10, 9, 8, 7, 6, 5]);
});

it("shows the server's message when the first page fails, and keeps the rows when a later one does", async () => {
  let fail = true;
  const { fetchPage } = serverOf(6);
  const flaky = jest.fn(async (limit: number, before?: number) => {
    if (fail) throw new ApiError({ status: 503, message: 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít phút.' });
    return fetchPage(limit, before);
  });
  const history = createBetHistory(flaky, 3);
  await history.load();
  expect(history.state).toMatchObject({ status: 'error', error: 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít phút.' });
  fail = false;
  await history.load();
  expect(history.state.bets.map((b) => b.betId)).toEqual([6, 5, 4]);
  fail = true;
  await history.loadMore();
  expect(history.state.bets.map((b) => b.betId)).toEqual([6, 5, 4]);
  expect(history.state.moreError).toBe('Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít phút.');
  expect(history.state.loadingMore).toBe(false);
});
