import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi, realtimeStore } from '@app/shared';
import { clearCurrentDeposit, currentDepositStore, resetPaymentCache, setCurrentDeposit } from '@app/shared/signed-in';
import { fakeServer, json } from '@app/shared/test-utils';
import { depositFlow, resetDepositFlow } from '../deposit-flow-store';
import { DepositFlow } from '../deposit-flow';
import { handleDepositStatus, startDepositRuntime, submitDeposit } from '../deposit-runtime';
import { deposit, fakeSocket } from './helpers';

const P = '/v1/payment-service';
const ok = (data: unknown) => json(200, { code: 0, statusCode: 200, message: 'Thành công', data });
let server: ReturnType<typeof fakeServer>;
let stop: () => void;

beforeEach(() => {
  localStorage.clear();
  server = fakeServer();
  server.on('GET', `${P}/u/deposits`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  resetPaymentCache();
  resetDepositFlow();
  clearCurrentDeposit();
});

afterEach(() => {
  stop?.();
  realtimeStore.socket = null;
  jest.useRealTimers();
});

// The server's answer to generate-qr-code: a pending order on the MB account.
const createdOrder = (order: { orderId: number; amount: number; code: string; content: string }) => ({
  ...order,
  qrData: '0002',
  qrUrl: 'data:image/png;base64,AA',
  accountNumber: '0123456789',
  accountName: 'CONG TY',
  bankCode: 'MB',
  bankName: 'MB Bank',
  bin: '970422',
  vendorId: 3,
  status: 'PENDING',
  expiredAt: new Date(Date.now() + 1_800_000).toISOString(),
  createdAt: new Date().toISOString(),
});

it('an order whose answer is lost is asked for again with the same key, and shown once', async () => {
  fakeSocket();
  let copies = 0;
  server.on('POST', `${P}/u/deposits/generate-qr-code`, () =>
    ++copies === 1
      ? json(502, { message: 'Bad Gateway' })
      : ok(createdOrder({ orderId: 78, amount: 200000, code: 'ZXCV1234', content: 'HDZXCV1234' })),
  );
  renderWithProviders(<DepositFlow />);
  stop = startDepositRuntime();
  const retried = jest.fn();
  await act(() => submitDeposit(3, 200000, retried));
  const [first, second] = server.calls('POST', `${P}/u/deposits/generate-qr-code`).map((call) => JSON.parse(call.body));
  expect(second.idempotencyKey).toBe(first.idempotencyKey);
  expect(retried).toHaveBeenCalledTimes(1);
  expect(currentDepositStore.deposit).toMatchObject({ orderId: 78, status: 'pending' });
});

it('creating a deposit: toast, current deposit, join_order, QR dialog', async () => {
  const socket = fakeSocket();
  server.on('POST', `${P}/u/deposits/generate-qr-code`, () =>
    ok(createdOrder({ orderId: 77, amount: 300000, code: 'QWER5678', content: 'HDQWER5678' })),
  );
  renderWithProviders(<DepositFlow />);
  stop = startDepositRuntime();
  await act(() => submitDeposit(3, 300000));
  expect(JSON.parse(server.calls('POST', `${P}/u/deposits/generate-qr-code`)[0].body)).toEqual({
    vendorId: 3,
    amount: 300000,
    idempotencyKey: expect.stringMatching(/^dep-[a-z0-9]+-[a-z0-9]+$/),
  });
  expect(await screen.findByText('Tạo giao dịch nạp tiền thành công!')).toBeInTheDocument();
  expect(currentDepositStore.deposit).toMatchObject({ orderId: 77, status: 'pending', content: 'HDQWER5678' });
  expect(JSON.parse(localStorage.getItem('current-deposit')!)).toMatchObject({ orderId: 77 });
  expect(socket.emit).toHaveBeenCalledWith('join_order', { orderId: 77 });
  expect(screen.getByTestId('qr-dialog')).toBeInTheDocument();
  expect(screen.getByTestId('qr-content')).toHaveTextContent('HDQWER5678');
});

it.each([
  ['{orderId, status}', { orderId: 42, status: 'CONFIRMED', amount: 500000, message: 'Nạp tiền thành công' }],
  ['{OrderID, Status}', { OrderID: 42, Status: 'CONFIRMED', Message: 'ok' }],
  ['nested data', { data: { order_id: 42, amount: 500000, status: 'confirmed', timestamp: 1 } }],
])('a CONFIRMED update (%s) closes the QR and shows the result, which closes after 5 s', async (_label, payload) => {
  jest.useFakeTimers();
  const socket = fakeSocket();
  setCurrentDeposit(deposit());
  depositFlow.qrOpen = true;
  renderWithProviders(<DepositFlow />, { fakeTimers: true });
  stop = startDepositRuntime();
  expect(screen.getByTestId('qr-dialog')).toBeInTheDocument();

  await socket.deliver('deposit_status_update', payload);

  const modal = screen.getByTestId('deposit-result-modal');
  expect(modal).toHaveTextContent('Nạp tiền thành công!');
  expect(modal).toHaveTextContent('Số tiền đã được cộng vào tài khoản của bạn');
  expect(modal).toHaveTextContent('+500.000 đ');
  expect(screen.queryByTestId('qr-dialog')).not.toBeInTheDocument();
  expect(currentDepositStore.deposit).toBeNull();
  expect(socket.emit).toHaveBeenCalledWith('leave_order', { orderId: 42 });
  await waitFor(() => expect(server.calls('GET', `${P}/u/deposits?page=1&size=10`)).toHaveLength(1));

  await act(async () => jest.advanceTimersByTime(4_999));
  expect(screen.getByTestId('deposit-result-modal')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('deposit-result-modal')).not.toBeInTheDocument();
});

it('a REJECTED update shows the rejected result', async () => {
  fakeSocket();
  setCurrentDeposit(deposit());
  renderWithProviders(<DepositFlow />);
  stop = startDepositRuntime();
  await act(async () => handleDepositStatus({ orderId: 42, status: 'REJECTED', message: 'Sai nội dung' }));
  const modal = screen.getByTestId('deposit-result-modal');
  expect(modal).toHaveTextContent('Nạp tiền bị từ chối!');
  expect(modal).toHaveTextContent('liên hệ bộ phận hỗ trợ (CSKH)');
});

it('an update for another order only refreshes the history', async () => {
  fakeSocket();
  setCurrentDeposit(deposit());
  renderWithProviders(<DepositFlow />);
  stop = startDepositRuntime();
  await act(async () => handleDepositStatus({ orderId: 9, status: 'CONFIRMED' }));
  expect(screen.queryByTestId('deposit-result-modal')).not.toBeInTheDocument();
  expect(currentDepositStore.deposit?.orderId).toBe(42);
});

it('a deposit already past its expiry on load: leave the room, clear it, show the expired dialog (5 s)', async () => {
  jest.useFakeTimers();
  const socket = fakeSocket();
  setCurrentDeposit(deposit({ orderId: 55, expiryTime: Date.now() - 1 }));
  renderWithProviders(<DepositFlow />, { fakeTimers: true });
  await act(async () => {
    stop = startDepositRuntime();
  });
  expect(currentDepositStore.deposit).toBeNull();
  expect(localStorage.getItem('current-deposit')).toBeNull();
  expect(socket.emit).toHaveBeenCalledWith('leave_order', { orderId: 55 });
  const dialog = screen.getByTestId('qr-expired-dialog');
  expect(dialog).toHaveTextContent('#55');
  expect(dialog).toHaveTextContent('tạo giao dịch mới');
  await act(async () => jest.advanceTimersByTime(5_000));
  expect(screen.queryByTestId('qr-expired-dialog')).not.toBeInTheDocument();
});

it('expires at expiryTime while the QR is open', async () => {
  jest.useFakeTimers();
  fakeSocket();
  setCurrentDeposit(deposit({ expiryTime: Date.now() + 10_000 }));
  depositFlow.qrOpen = true;
  renderWithProviders(<DepositFlow />, { fakeTimers: true });
  await act(async () => {
    stop = startDepositRuntime();
  });
  expect(screen.getByTestId('qr-dialog')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(10_000));
  expect(screen.queryByTestId('qr-dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('qr-expired-dialog')).toHaveTextContent('#42');
});

it('an EXPIRED update expires the current deposit', async () => {
  fakeSocket();
  setCurrentDeposit(deposit());
  renderWithProviders(<DepositFlow />);
  stop = startDepositRuntime();
  await act(async () => handleDepositStatus({ orderId: 42, status: 'EXPIRED' }));
  expect(screen.getByTestId('qr-expired-dialog')).toBeInTheDocument();
  expect(currentDepositStore.deposit).toBeNull();
});

it('"Thoát" leaves the order room and keeps the deposit for later', async () => {
  const socket = fakeSocket();
  setCurrentDeposit(deposit());
  depositFlow.qrOpen = true;
  const { user } = renderWithProviders(<DepositFlow />);
  stop = startDepositRuntime();
  const { joinOrderRoom } = jest.requireActual('../deposit-runtime');
  joinOrderRoom(42);
  await user.click(screen.getByRole('button', { name: 'Đóng' }));
  await user.click(screen.getByRole('button', { name: 'Thoát' }));
  expect(socket.emit).toHaveBeenCalledWith('leave_order', { orderId: 42 });
  expect(screen.queryByTestId('qr-dialog')).not.toBeInTheDocument();
  expect(currentDepositStore.deposit?.orderId).toBe(42);
});

it('renders the dialogs once when two flows are mounted', () => {
  setCurrentDeposit(deposit());
  depositFlow.qrOpen = true;
  renderWithProviders(
    <>
      <DepositFlow />
      <DepositFlow />
    </>,
  );
  expect(screen.getAllByTestId('qr-dialog')).toHaveLength(1);
});
