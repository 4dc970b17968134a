import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi } from '@app/shared';
import { fakeServer, json } from '@app/shared/test-utils';
import { RecentActivity } from '../recent-activity';

const P = '/v1/payment-service';
const ok = (data: unknown) => json(200, { code: 0, statusCode: 200, message: 'Thành công', data });
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
});

it('shows the 5 newest deposits and withdrawals with type, amount, status and date', async () => {
  const day = (d: number) => `2025-01-0${d}T10:00:00Z`;
  server.on('GET', `${P}/u/deposits`, () =>
    ok({
      items: [
        { id: 1, amount: 100000, status: 'CONFIRMED', createdAt: day(1), code: 'A' },
        { id: 2, amount: 200000, status: 'PENDING', createdAt: day(5), code: 'B' },
        { id: 3, amount: 300000, status: 'EXPIRED', createdAt: day(3), code: 'C' },
      ],
      page: 1,
      size: 10,
      total: 3,
    }),
  );
  server.on('GET', `${P}/u/withdrawals`, () =>
    ok({
      items: [
        { id: 7, amount: 400000, status: 'APPROVED', createdAt: day(4) },
        { id: 8, amount: 500000, status: 'REJECTED', createdAt: day(6) },
        { id: 9, amount: 600000, status: 'PENDING', createdAt: day(2) },
      ],
      page: 1,
      size: 10,
      total: 3,
    }),
  );
  renderWithProviders(<RecentActivity empty={<p>Chưa có giao dịch nào</p>} />);
  const rows = await screen.findAllByTestId('recent-activity-item');
  expect(rows).toHaveLength(5);
  expect(rows.map((r) => [r.getAttribute('data-type'), r.getAttribute('data-status')])).toEqual([
    ['withdrawal', 'rejected'],
    ['deposit', 'pending'],
    ['withdrawal', 'completed'],
    ['deposit', 'expired'],
    ['withdrawal', 'pending'],
  ]);
  expect(within(rows[0]).getByText('Rút tiền')).toBeInTheDocument();
  // Refused: the held 500.000 đ came back, so it is not written as money out.
  expect(rows[0]).toHaveTextContent('500.000 đ');
  expect(rows[0]).not.toHaveTextContent('\u2212');
  expect(rows[0]).toHaveTextContent('Bị từ chối · đã hoàn tiền');
  expect(rows[3]).toHaveTextContent('Hết hạn');
  expect(rows[1]).toHaveTextContent('+200.000 đ');
  expect(rows[1]).toHaveTextContent('Đang xử lý');
  expect(rows[2]).toHaveTextContent('Thành công');
  expect(rows[1]).toHaveTextContent(/05\/01\/2025/);
});

it('titles a transfer the support desk recorded as such', async () => {
  server.on('GET', `${P}/u/deposits`, () =>
    ok({
      items: [
        {
          id: 3,
          source: 'transfer',
          creditedBy: 'support',
          amount: 150000,
          status: 'CONFIRMED',
          createdAt: '2025-01-07T10:00:00Z',
          content: 'x',
        },
      ],
      page: 1,
      size: 10,
      total: 1,
    }),
  );
  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  renderWithProviders(<RecentActivity empty={<p>Chưa có giao dịch nào</p>} />);
  const row = (await screen.findByText('Nạp tiền (hỗ trợ ghi nhận)')).closest('li')!;
  expect(row).toHaveAttribute('data-type', 'deposit');
  expect(row).toHaveTextContent('+150.000 đ');
  expect(row).toHaveTextContent('Thành công');
});

it('keeps the empty state when there is nothing', async () => {
  server.on('GET', `${P}/u/deposits`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  renderWithProviders(<RecentActivity empty={<p>Chưa có giao dịch nào</p>} />);
  expect(await screen.findByText('Chưa có giao dịch nào')).toBeInTheDocument();
});

it('shows a game round as one line, won or lost in all, among the deposits', async () => {
  server.on('GET', `${P}/u/deposits`, () =>
    ok({
      items: [{ id: 1, amount: 100000, status: 'CONFIRMED', createdAt: '2025-01-01T10:00:00Z', code: 'A' }],
      page: 1,
      size: 10,
      total: 1,
    }),
  );
  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  const settledAt = Date.parse('2025-01-02T10:00:00Z');
  server.on('GET', '/games/my-bets', () =>
    json(200, { success: true, data: [bet(2, 88, 'tai', 100_000, 198_000, settledAt), bet(1, 88, 'xiu', 20_000, 0, settledAt)] }),
  );
  renderWithProviders(<RecentActivity empty={<p>Chưa có giao dịch nào</p>} />);
  const rows = await screen.findAllByTestId('recent-activity-item');
  expect(rows.map((r) => r.getAttribute('data-type'))).toEqual(['game', 'deposit']);
  expect(rows[0]).toHaveTextContent('Tài xỉu · Phiên #88');
  // 198,000 back on 120,000 staked.
  expect(rows[0]).toHaveTextContent('+78.000 đ');
  expect(rows[0]).toHaveTextContent('Thắng');
});

it("reads each round's net as the table's banner does: a 50K win with a 20K loss, both sides, and even", async () => {
  server.on('GET', `${P}/u/deposits`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  const at = (h: number) => Date.parse(`2025-01-02T1${h}:00:00Z`);
  server.on('GET', '/games/my-bets', () =>
    json(200, {
      success: true,
      data: [
        // #90: tài 50,000 paid 99,000 (x1,98); xỉu 20,000 lost.
        bet(6, 90, 'tai', 50_000, 99_000, at(3)),
        bet(5, 90, 'xiu', 20_000, 0, at(3)),
        // #89: 20,000 on each side, one paid 39,600.
        bet(4, 89, 'tai', 20_000, 0, at(2)),
        bet(3, 89, 'xiu', 20_000, 39_600, at(2)),
        // #88: xóc đĩa, chẵn 50,000 paid 99,000; 4 đỏ 49,000 lost.
        { ...bet(2, 88, 'chan', 50_000, 99_000, at(1)), gameType: 'xocdia' },
        { ...bet(1, 88, 'four_red', 49_000, 0, at(1)), gameType: 'xocdia' },
      ],
    }),
  );
  renderWithProviders(<RecentActivity empty={<p>Chưa có giao dịch nào</p>} />);
  // The list of the test before stays up until this one's answer replaces it.
  await screen.findByText('Tài xỉu · Phiên #90');
  const rows = screen.getAllByTestId('recent-activity-item');
  expect(rows.map((r) => [r.getAttribute('data-status'), r.textContent])).toEqual([
    ['won', expect.stringMatching(/Tài xỉu · Phiên #90.*\+29\.000\u00a0đThắng$/)],
    ['lost', expect.stringMatching(/Tài xỉu · Phiên #89.*\u2212400\u00a0đThua$/)],
    ['even', expect.stringMatching(/Xóc đĩa · Phiên #88.*[^+\u2212]0\u00a0đHòa vốn$/)],
  ]);
});

function bet(betId: number, roundId: number, side: string, amount: number, payout: number, settledAt: number) {
  return {
    betId,
    gameType: 'taixiu',
    sessionId: roundId,
    side,
    amount,
    status: payout > 0 ? 'won' : 'lost',
    payout,
    createdAt: settledAt - 10_000,
    result: { settledAt },
  };
}
