import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi } from '@app/shared';
import { fakeServer, json } from '../../../../../shared/src/http/__tests__/fake-server';
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
    ['withdrawal', 'failed'],
    ['deposit', 'pending'],
    ['withdrawal', 'completed'],
    ['deposit', 'failed'],
    ['withdrawal', 'pending'],
  ]);
  expect(within(rows[0]).getByText('Rút tiền')).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent('-500.000 đ');
  expect(rows[0]).toHaveTextContent('Thất bại');
  expect(rows[1]).toHaveTextContent('+200.000 đ');
  expect(rows[1]).toHaveTextContent('Đang xử lý');
  expect(rows[2]).toHaveTextContent('Thành công');
  expect(rows[1]).toHaveTextContent(/05\/01\/2025/);
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
  const bet = (betId: number, side: string, amount: number, payout: number) => ({
    betId,
    gameType: 'taixiu',
    sessionId: 88,
    side,
    amount,
    status: payout > 0 ? 'won' : 'lost',
    payout,
    createdAt: settledAt - 10_000,
    result: { settledAt },
  });
  server.on('GET', '/games/my-bets', () => json(200, { success: true, data: [bet(2, 'tai', 100_000, 198_000), bet(1, 'xiu', 20_000, 0)] }));
  renderWithProviders(<RecentActivity empty={<p>Chưa có giao dịch nào</p>} />);
  const rows = await screen.findAllByTestId('recent-activity-item');
  expect(rows.map((r) => r.getAttribute('data-type'))).toEqual(['game', 'deposit']);
  expect(rows[0]).toHaveTextContent('Tài xỉu · Phiên #88');
  // 198,000 back on 120,000 staked.
  expect(rows[0]).toHaveTextContent('+78.000 đ');
  expect(rows[0]).toHaveTextContent('Thắng');
});
