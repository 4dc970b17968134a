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
