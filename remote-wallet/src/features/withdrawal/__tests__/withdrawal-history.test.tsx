import { ref } from 'valtio';
import { realtimeStore, type AppSocket, type WithdrawalDto } from '@app/shared';
import { WithdrawPanel } from '../withdraw-panel';
import { act, renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import { onWithdrawalStatus, WithdrawalHistory } from '../withdrawal-history';
import { fail, ok, P, setup, type Server } from './support';

let server: Server;
let toast: ReturnType<typeof setup>['toast'];
beforeEach(() => {
  ({ server, toast } = setup());
});
afterEach(() => jest.restoreAllMocks());

const w = (over: Partial<WithdrawalDto>): WithdrawalDto => ({
  id: 1,
  userId: 7,
  bankAccountId: 2,
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  accountNumber: '0123456789',
  accountName: 'NGUYEN VAN A',
  amount: 200000,
  status: 'PENDING',
  adminNote: null,
  rejectReason: null,
  processedAt: null,
  transactionRef: null,
  createdAt: '2026-03-01T03:04:00.000Z',
  updatedAt: '2026-03-01T03:04:00.000Z',
  ...over,
});

it('lists withdrawals with status labels, reason, reference, bank and masked number; Xem thêm loads page 2', async () => {
  const first = [
    w({ id: 3, status: 'PENDING' }),
    w({ id: 2, status: 'APPROVED', transactionRef: 'FT123456' }),
    w({ id: 1, status: 'REJECTED', rejectReason: 'Sai thông tin' }),
  ];
  server.on('GET', `${P}/u/withdrawals`, (seen) =>
    seen.path.includes('page=2')
      ? ok({ items: [w({ id: 0, amount: 70000 })], page: 2, size: 10, total: 4 })
      : ok({ items: first, page: 1, size: 10, total: 4 }),
  );
  const { user } = renderWithProviders(<WithdrawalHistory />);
  const items = await screen.findAllByTestId('withdrawal-history-item');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Đang chờ');
  expect(items[0]).toHaveTextContent('200.000');
  expect(items[0]).toHaveTextContent('Vietcombank •••• 6789');
  expect(items[1]).toHaveTextContent('Đã duyệt');
  expect(items[1]).toHaveTextContent('FT123456');
  expect(items[2]).toHaveTextContent('Bị từ chối');
  expect(items[2]).toHaveTextContent('Sai thông tin');
  expect(server.seen.find((s) => s.path.includes('/u/withdrawals'))?.path).toContain('page=1&size=10');
  await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
  await waitFor(() => expect(screen.getAllByTestId('withdrawal-history-item')).toHaveLength(4));
  expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
});

it('shows an empty state', async () => {
  renderWithProviders(<WithdrawalHistory />);
  expect(await screen.findByText('Chưa có yêu cầu rút tiền')).toBeInTheDocument();
});

it("shows an error card whose 'Thử lại' reloads", async () => {
  server.on('GET', `${P}/u/withdrawals`, () => fail(400, 'Không thể tải lịch sử rút tiền'));
  const { user } = renderWithProviders(<WithdrawalHistory />);
  expect(await screen.findByText('Không thể tải lịch sử rút tiền')).toBeInTheDocument();
  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [w({})], page: 1, size: 10, total: 1 }));
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findAllByTestId('withdrawal-history-item')).toHaveLength(1);
});

it('a realtime withdrawal_status_update refreshes the list and shows its message', async () => {
  renderWithProviders(<WithdrawalHistory />);
  await screen.findByText('Chưa có yêu cầu rút tiền');
  const before = server.calls('GET', `${P}/u/withdrawals?page=1&size=10`).length;
  server.on('GET', `${P}/u/withdrawals`, () =>
    ok({ items: [w({ status: 'REJECTED', rejectReason: 'Sai tên' })], page: 1, size: 10, total: 1 }),
  );
  await act(async () =>
    onWithdrawalStatus({
      withdrawalId: 1,
      status: 'REJECTED',
      amount: 200000,
      message: 'Yêu cầu rút tiền bị từ chối: Sai tên. Số tiền đã được hoàn vào ví',
    }),
  );
  expect(toast.error).toHaveBeenCalledWith('Yêu cầu rút tiền bị từ chối: Sai tên. Số tiền đã được hoàn vào ví');
  expect(await screen.findByText(/Sai tên/, { selector: 'p' })).toBeInTheDocument();
  expect(server.calls('GET', `${P}/u/withdrawals?page=1&size=10`).length).toBe(before + 1);
  await act(async () => onWithdrawalStatus({ withdrawalId: 1, status: 'APPROVED', amount: 200000, message: 'Đã duyệt' }));
  await waitFor(() => expect(screen.getByTestId('withdrawal-history')).not.toHaveAttribute('aria-busy'));
  expect(toast.success).toHaveBeenCalledWith('Đã duyệt');
});

it('listens to withdrawal_status_update once, even with the panel and the history both mounted', async () => {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const socket = {
    on: (event: string, h: (payload: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), h]),
    off: (event: string, h: (payload: unknown) => void) =>
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((x) => x !== h),
      ),
  };
  realtimeStore.socket = ref(socket) as unknown as AppSocket;
  server.on('GET', `${P}/u/user-bank-accounts`, () => ok([]));
  const view = renderWithProviders(
    <>
      <WithdrawPanel />
      <WithdrawalHistory />
    </>,
  );
  await screen.findByText('Chưa có yêu cầu rút tiền');
  expect(handlers.get('withdrawal_status_update')).toHaveLength(1);
  await act(async () =>
    handlers.get('withdrawal_status_update')![0]({
      withdrawalId: 1,
      status: 'APPROVED',
      amount: 1,
      message: 'Yêu cầu rút tiền của bạn đã được duyệt',
    }),
  );
  expect(toast.success).toHaveBeenCalledWith('Yêu cầu rút tiền của bạn đã được duyệt');
  view.unmount();
  expect(handlers.get('withdrawal_status_update')).toHaveLength(0);
  realtimeStore.socket = null;
});
