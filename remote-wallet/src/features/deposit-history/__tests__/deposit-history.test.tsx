import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi } from '@app/shared';
import { currentDepositStore, resetPaymentCache } from '@app/shared/signed-in';
import { depositFlow } from '../../deposit/deposit-flow-store';
import { fakeServer, json } from '@app/shared/test-utils';
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
  expect(rows[0]).toHaveTextContent('Nội dung chuyển khoản: HDCODE1');
  // Only the order still waiting offers its QR again.
  expect(rows.map((r) => within(r).queryByRole('button', { name: 'Xem mã QR' }) !== null).slice(0, 4)).toEqual([true, false, false, false]);
  expect(rows[0]).toHaveTextContent(/04\/03\/2025/);

  await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
  expect(await screen.findAllByTestId('deposit-history-item')).toHaveLength(11);
  expect(server.seen[1].path).toBe(`/api${P}/u/deposits?page=2&size=10`);
  expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
});

it('labels a transfer the support desk recorded, beside an order of the same id', async () => {
  server.on('GET', `${P}/u/deposits`, () =>
    ok({
      items: [
        {
          ...item(1, 'CONFIRMED'),
          source: 'transfer',
          cardId: null,
          amount: 150_000,
          code: '',
          content: 'chuyen tien an uong',
          creditedBy: 'support',
        },
        { ...item(1, 'CONFIRMED'), source: 'order', creditedBy: 'bank' },
      ],
      page: 1,
      size: 10,
      total: 2,
    }),
  );
  renderWithProviders(<DepositHistory />);
  const rows = await screen.findAllByTestId('deposit-history-item');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveAttribute('data-transfer-id', '1');
  expect(rows[0]).not.toHaveAttribute('data-order-id');
  expect(rows[0]).toHaveTextContent('150.000 đ');
  expect(rows[0]).toHaveTextContent('Nội dung chuyển khoản: chuyen tien an uong');
  expect(within(rows[0]).getByText('Ghi nhận bởi hỗ trợ')).toBeInTheDocument();
  expect(rows[1]).toHaveAttribute('data-order-id', '1');
  expect(within(rows[1]).queryByText('Ghi nhận bởi hỗ trợ')).not.toBeInTheDocument();
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

describe('"Xem mã QR" on an order still waiting', () => {
  beforeEach(() => {
    currentDepositStore.deposit = null;
    depositFlow.qrOpen = false;
  });
  const order = {
    orderId: 1,
    amount: 100_000,
    code: 'CODE1',
    content: 'HDCODE1',
    qrData: '000201',
    qrUrl: 'data:image/png;base64,iVBORw0KGgo=',
    accountNumber: '0123456789',
    accountName: 'CONG TY TNHH XUC XAC',
    bankCode: 'MB',
    bankName: 'MB Bank',
    bin: '970422',
    vendorId: 3,
    status: 'PENDING',
    expiredAt: new Date(Date.now() + 600_000).toISOString(),
    createdAt: new Date().toISOString(),
  };

  it('reads the order again and opens its QR with the receiving account', async () => {
    server.on('GET', `${P}/u/deposits`, () => ok({ items: [item(1, 'PENDING')], page: 1, size: 10, total: 1 }));
    server.on('GET', `${P}/u/deposits/1`, () => ok(order));
    const { user } = renderWithProviders(<DepositHistory />);
    await user.click(await screen.findByRole('button', { name: 'Xem mã QR' }));
    await waitFor(() => expect(depositFlow.qrOpen).toBe(true));
    expect(currentDepositStore.deposit).toMatchObject({ orderId: 1, content: 'HDCODE1', bank: { accountNumber: '0123456789' } });
  });

  it('says why when the order is not open any more, and reads the history again', async () => {
    server.on('GET', `${P}/u/deposits`, () => ok({ items: [item(1, 'PENDING')], page: 1, size: 10, total: 1 }));
    const message = 'Lệnh nạp này không còn chờ thanh toán. Vui lòng tạo lệnh nạp mới.';
    server.on('GET', `${P}/u/deposits/1`, () => json(409, { code: 409, statusCode: 409, success: false, message, data: null }));
    const { user } = renderWithProviders(<DepositHistory />);
    await user.click(await screen.findByRole('button', { name: 'Xem mã QR' }));
    // The toasts load on first use: the first one takes a moment in a test.
    expect(await screen.findByText(message, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(depositFlow.qrOpen).toBe(false);
    await waitFor(() => expect(server.seen.filter((s) => s.path.startsWith(`/api${P}/u/deposits?`))).toHaveLength(2));
  });
});
