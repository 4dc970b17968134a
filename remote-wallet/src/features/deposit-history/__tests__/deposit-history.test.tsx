import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi, resetPaymentCache } from '@app/shared';
import { fakeServer, json } from '../../../../../shared/src/http/__tests__/fake-server';
import { DepositHistory } from '../deposit-history';

const P = '/v1/payment-service';
const ok = (data: unknown) => json(200, { code: 0, statusCode: 200, message: 'Thành công', data });
const item = (id: number, status: string) => ({
  id,
  userId: 9,
  cardId: 3,
  amount: id * 100_000,
  code: `CODE${id}`,
  content: `HDCODE${id}`,
  status,
  createdAt: '2025-03-04T05:06:00Z',
  confirmedAt: null,
  expiredAt: '2025-03-04T05:36:00Z',
  rejectReason: null,
});
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  localStorage.clear();
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  resetPaymentCache();
});

it('lists page 1 with Vietnamese status labels; a full page offers "Xem thêm"', async () => {
  const statuses = [
    'PENDING',
    'CONFIRMED',
    'REJECTED',
    'EXPIRED',
    'CONFIRMED',
    'CONFIRMED',
    'CONFIRMED',
    'CONFIRMED',
    'CONFIRMED',
    'CONFIRMED',
  ];
  server.on('GET', `${P}/u/deposits`, (seen) =>
    seen.path.includes('page=1')
      ? ok({ items: statuses.map((s, i) => item(i + 1, s)), page: 1, size: 10, total: 10 })
      : ok({ items: [item(11, 'CONFIRMED')], page: 2, size: 10, total: 11 }),
  );
  const { user } = renderWithProviders(<DepositHistory />);
  const rows = await screen.findAllByTestId('deposit-history-item');
  expect(server.seen[0].path).toBe(`/api${P}/u/deposits?page=1&size=10`);
  expect(rows).toHaveLength(10);
  expect(rows.slice(0, 4).map((r) => r.getAttribute('data-status'))).toEqual(['pending', 'confirmed', 'rejected', 'expired']);
  expect(within(rows[0]).getByText('Đang chờ')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Thành công')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Bị từ chối')).toBeInTheDocument();
  expect(within(rows[3]).getByText('Hết hạn')).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent('100.000 đ');
  expect(rows[0]).toHaveTextContent('HDCODE1');
  expect(rows[0]).toHaveTextContent(/04\/03\/2025/);

  await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
  expect(await screen.findAllByTestId('deposit-history-item')).toHaveLength(11);
  expect(server.seen[1].path).toBe(`/api${P}/u/deposits?page=2&size=10`);
  expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
});

it('shows the empty state', async () => {
  server.on('GET', `${P}/u/deposits`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  renderWithProviders(<DepositHistory />);
  expect(await screen.findByText('Chưa có giao dịch nạp tiền')).toBeInTheDocument();
});

it('shows an error card whose "Thử lại" loads again', async () => {
  server.on('GET', `${P}/u/deposits`, () => json(200, { code: 1, statusCode: 500, message: '', data: null }));
  const { user } = renderWithProviders(<DepositHistory />);
  expect(await screen.findByText('Không thể tải lịch sử giao dịch')).toBeInTheDocument();
  server.on('GET', `${P}/u/deposits`, () => ok({ items: [item(1, 'PENDING')], page: 1, size: 10, total: 1 }));
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findAllByTestId('deposit-history-item')).toHaveLength(1);
});
