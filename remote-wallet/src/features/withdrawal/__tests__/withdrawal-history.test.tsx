import { ref } from 'valtio';
import { realtimeStore, sessionStore, type AppSocket } from '@app/shared';
import { type WithdrawalDto } from '@app/shared/signed-in';
import { WithdrawPanel } from '../withdraw-panel';
import { act, renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import { EXPECTED_TEXT, onWithdrawalStatus, RETURNED_TEXT, WithdrawalHistory } from '../withdrawal-history';
import { fail, gate, json, ok, P, setup, type Server } from './support';

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

it('words each state as it is: pending with its expected time and a cancel, paid, refused or cancelled with the money back', async () => {
  const first = [
    w({ id: 4, status: 'PENDING' }),
    w({ id: 3, status: 'APPROVED', transactionRef: 'FT123456' }),
    w({ id: 2, status: 'REJECTED', amount: 300_000, rejectReason: 'Sai thông tin' }),
    w({ id: 1, status: 'CANCELLED', amount: 150_000 }),
  ];
  server.on('GET', `${P}/u/withdrawals`, (seen) =>
    seen.path.includes('page=2')
      ? ok({ items: [w({ id: 0, amount: 70000, status: 'APPROVED' })], page: 2, size: 10, total: 5, heldAmount: 200_000 })
      : ok({ items: first, page: 1, size: 10, total: 5, heldAmount: 200_000 }),
  );
  const { user } = renderWithProviders(<WithdrawalHistory />);
  const items = await screen.findAllByTestId('withdrawal-history-item');
  expect(items).toHaveLength(4);
  const [pending, approved, rejected, cancelled] = items;
  expect(pending).toHaveTextContent('−200.000 đ');
  expect(pending).toHaveTextContent('Đang chờ duyệt');
  expect(pending).toHaveTextContent('Vietcombank •••• 6789');
  expect(pending).toHaveTextContent(EXPECTED_TEXT);
  expect(EXPECTED_TEXT).toBe('Dự kiến nhận tiền: thường trong 15–30 phút');
  expect(within(pending).getByRole('button', { name: 'Hủy yêu cầu' })).toBeEnabled();
  expect(pending).not.toHaveTextContent(RETURNED_TEXT);

  expect(approved).toHaveTextContent('−200.000 đ');
  expect(approved).toHaveTextContent('Đã chuyển khoản');
  expect(approved).toHaveTextContent('Mã giao dịch: FT123456');
  expect(approved).not.toHaveTextContent(EXPECTED_TEXT);

  // Money that came back reads without a minus.
  expect(rejected).toHaveTextContent('300.000 đ');
  expect(rejected).not.toHaveTextContent('−');
  expect(rejected).toHaveTextContent('Bị từ chối');
  expect(rejected).toHaveTextContent('Lý do: Sai thông tin');
  expect(rejected).toHaveTextContent('Đã hoàn tiền về ví');
  expect(cancelled).toHaveTextContent('150.000 đ');
  expect(cancelled).not.toHaveTextContent('−');
  expect(cancelled).toHaveTextContent('Đã hủy');
  expect(cancelled).toHaveTextContent('Đã hoàn tiền về ví');
  for (const closed of [approved, rejected, cancelled]) expect(within(closed).queryByRole('button')).not.toBeInTheDocument();

  expect(server.seen.find((s) => s.path.includes('/u/withdrawals'))?.path).toContain('page=1&size=10');
  await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
  await waitFor(() => expect(screen.getAllByTestId('withdrawal-history-item')).toHaveLength(5));
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
  // The page words the approval itself: the operator has paid by then.
  await act(async () => onWithdrawalStatus({ withdrawalId: 1, status: 'APPROVED', amount: 200000, message: 'Đã duyệt' }));
  await waitFor(() => expect(screen.getByTestId('withdrawal-history')).not.toHaveAttribute('aria-busy'));
  expect(toast.success).toHaveBeenCalledWith(
    'Yêu cầu rút 200.000\u00a0đ đã được duyệt, tiền đã được chuyển vào tài khoản ngân hàng của bạn',
  );
  // A rejection that carries its reason is worded here too, with the page's money format.
  await act(async () =>
    onWithdrawalStatus({ withdrawalId: 2, status: 'REJECTED', amount: 300000, message: 'x', reason: 'Sai tên chủ tài khoản' }),
  );
  expect(toast.error).toHaveBeenLastCalledWith(
    'Yêu cầu rút 300.000\u00a0đ bị từ chối: Sai tên chủ tài khoản. Số tiền đã được hoàn về ví của bạn',
  );
});

it("a cancel heard over the socket (this screen's or another device's) refreshes the list and the balance, without a second toast", async () => {
  // The balance is asked for in a session only.
  sessionStore.token = 'access';
  renderWithProviders(<WithdrawalHistory />);
  await screen.findByText('Chưa có yêu cầu rút tiền');
  const lists = server.calls('GET', `${P}/u/withdrawals?page=1&size=10`).length;
  const balances = server.calls('GET', '/core/balance').length;
  await act(async () =>
    onWithdrawalStatus({ withdrawalId: 1, status: 'CANCELLED', amount: 200000, message: 'Bạn đã hủy yêu cầu rút 200.000\u00a0đ' }),
  );
  await waitFor(() => expect(server.calls('GET', '/core/balance').length).toBe(balances + 1));
  expect(server.calls('GET', `${P}/u/withdrawals?page=1&size=10`).length).toBe(lists + 1);
  expect(toast.success).not.toHaveBeenCalled();
  expect(toast.info).not.toHaveBeenCalled();
  expect(toast.error).not.toHaveBeenCalled();
});

describe('Hủy yêu cầu', () => {
  const pendingPage = () => ok({ items: [w({ id: 5, amount: 300_000 })], page: 1, size: 10, total: 1, heldAmount: 300_000 });
  const cancelledPage = () =>
    ok({ items: [w({ id: 5, amount: 300_000, status: 'CANCELLED' })], page: 1, size: 10, total: 1, heldAmount: 0 });

  it('asks first; confirmed, it sends once (disabled meanwhile), says so, and the list and balance are read again', async () => {
    sessionStore.token = 'access';
    server.on('GET', `${P}/u/withdrawals`, pendingPage);
    const answer = gate();
    server.on('POST', `${P}/u/withdrawals/5/cancel`, async () => {
      await answer.promise;
      return ok(w({ id: 5, amount: 300_000, status: 'CANCELLED' }));
    });
    const { user } = renderWithProviders(<WithdrawalHistory />);
    await user.click(await screen.findByRole('button', { name: 'Hủy yêu cầu' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Hủy yêu cầu rút tiền?');
    expect(dialog).toHaveTextContent('Yêu cầu rút 300.000 đ về Vietcombank •••• 6789 sẽ bị hủy và số tiền được hoàn ngay về ví của bạn.');
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Không, giữ yêu cầu' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls('POST', `${P}/u/withdrawals/5/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hủy yêu cầu' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy yêu cầu' }));
    await waitFor(() => expect(server.calls('POST', `${P}/u/withdrawals/5/cancel`)).toHaveLength(1));
    // While it is on its way, neither button can send it again.
    expect(within(screen.getByTestId('withdrawal-history')).getByTestId('withdrawal-cancel')).toBeDisabled();
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Hủy yêu cầu/ })).toBeDisabled();
    await user.click(within(screen.getByTestId('withdrawal-history')).getByTestId('withdrawal-cancel')).catch(() => undefined);
    expect(server.calls('POST', `${P}/u/withdrawals/5/cancel`)).toHaveLength(1);

    const balances = server.calls('GET', '/core/balance').length;
    server.on('GET', `${P}/u/withdrawals`, cancelledPage);
    answer.open();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã hủy yêu cầu rút tiền. Số tiền đã được hoàn về ví của bạn'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-history-item')).toHaveAttribute('data-status', 'CANCELLED'));
    expect(screen.getByTestId('withdrawal-history-item')).toHaveTextContent('Đã hoàn tiền về ví');
    expect(screen.queryByRole('button', { name: 'Hủy yêu cầu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', '/core/balance').length).toBeGreaterThan(balances));
  });

  it('refused because an operator decided it meanwhile: the server says why, and the list shows what happened', async () => {
    server.on('GET', `${P}/u/withdrawals`, pendingPage);
    server.on('POST', `${P}/u/withdrawals/5/cancel`, () =>
      json(409, {
        code: 409,
        statusCode: 409,
        success: false,
        error: 'WITHDRAWAL_NOT_PENDING',
        message: 'Yêu cầu rút tiền này không còn chờ xử lý nên không thể hủy. Vui lòng xem lại trạng thái trong lịch sử rút tiền',
        data: null,
      }),
    );
    const { user } = renderWithProviders(<WithdrawalHistory />);
    await user.click(await screen.findByRole('button', { name: 'Hủy yêu cầu' }));
    server.on('GET', `${P}/u/withdrawals`, () =>
      ok({ items: [w({ id: 5, amount: 300_000, status: 'APPROVED', transactionRef: 'FT9' })], page: 1, size: 10, total: 1, heldAmount: 0 }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy yêu cầu' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Yêu cầu rút tiền này không còn chờ xử lý nên không thể hủy. Vui lòng xem lại trạng thái trong lịch sử rút tiền',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('withdrawal-history-item')).toHaveTextContent('Đã chuyển khoản'));
    expect(toast.success).not.toHaveBeenCalled();
  });
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
  expect(toast.success).toHaveBeenCalledWith('Yêu cầu rút 1\u00a0đ đã được duyệt, tiền đã được chuyển vào tài khoản ngân hàng của bạn');
  view.unmount();
  expect(handlers.get('withdrawal_status_update')).toHaveLength(0);
  realtimeStore.socket = null;
});
