import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { QrDialog } from '../qr-dialog';
import { deposit } from './helpers';

let now = 0;
const clock = () => now;

beforeEach(() => {
  jest.useFakeTimers();
  now = 1_000_000;
});
afterEach(() => {
  jest.useRealTimers();
});

const render = (d = deposit({ expiryTime: now + 65_000 }), onExit = jest.fn()) => ({
  onExit,
  ...renderWithProviders(<QrDialog open deposit={d} onExit={onExit} now={clock} />, { fakeTimers: true }),
});

const tick = (ms: number) =>
  act(() => {
    now += ms;
    jest.advanceTimersByTime(ms);
  });

it('shows the QR, the exact transfer content and the receiving account', () => {
  render();
  expect(screen.getByRole('dialog', { name: 'Mã QR thanh toán' })).toBeInTheDocument();
  expect(screen.getByTestId('qr-image')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  expect(screen.getByTestId('qr-image')).toHaveAttribute('alt');
  // One string for the transfer, under one name; no second "code" to mistake for it.
  expect(screen.getByRole('group', { name: 'Nội dung chuyển khoản' })).toHaveTextContent('HDABCD2345');
  expect(screen.getByTestId('qr-content')).toHaveTextContent('HDABCD2345');
  expect(screen.queryByText(/Mã giao dịch/)).not.toBeInTheDocument();
  expect(screen.getByTestId('qr-account-number')).toHaveTextContent('0123456789');
  expect(screen.getByTestId('qr-account-name')).toHaveTextContent('CONG TY TNHH XUC XAC');
  expect(screen.getByTestId('qr-amount')).toHaveTextContent('500.000 đ');
  expect(screen.getByTestId('qr-bank')).toHaveTextContent('MB Bank');
});

it('shows a placeholder without a QR image', () => {
  render(deposit({ qrUrl: '' }));
  expect(screen.getByTestId('qr-image').tagName).toBe('DIV');
  expect(screen.getByTestId('qr-save')).toBeDisabled();
});

it('counts down every second and reads "Đã hết hạn" at zero', () => {
  render();
  expect(screen.getByTestId('qr-countdown')).toHaveTextContent('Còn lại: 01:05');
  tick(1000);
  expect(screen.getByTestId('qr-countdown')).toHaveTextContent('Còn lại: 01:04');
  tick(63_000);
  expect(screen.getByTestId('qr-countdown')).toHaveTextContent('Còn lại: 00:01');
  tick(1000);
  expect(screen.getByTestId('qr-countdown')).toHaveTextContent('Đã hết hạn');
});

it('has no countdown once the deposit is not pending', () => {
  render(deposit({ status: 'confirmed' }));
  expect(screen.queryByTestId('qr-countdown')).not.toBeInTheDocument();
});

it('closing asks first: "Ở lại" keeps the QR, "Thoát" leaves', async () => {
  const { user, onExit } = render();
  await user.click(screen.getByRole('button', { name: 'Đóng' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Bạn đang thoát khỏi mã QR' });
  expect(confirm).toHaveTextContent('mở lại mã QR này trong Lịch sử nạp tiền');
  await user.click(screen.getByRole('button', { name: 'Ở lại' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(onExit).not.toHaveBeenCalled();
  expect(screen.getByTestId('qr-dialog')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Đóng' }));
  await user.click(screen.getByRole('button', { name: 'Thoát' }));
  expect(onExit).toHaveBeenCalledTimes(1);
});

describe('copy and download', () => {
  const writeText = jest.fn();
  // After render: user-event's setup puts its own clipboard stub on navigator.
  const useClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  beforeEach(() => {
    writeText.mockReset();
  });

  it('copies the content, the account number and the amount with toasts', async () => {
    writeText.mockResolvedValue(undefined);
    const { user } = render();
    useClipboard({ writeText });
    await user.click(screen.getByTestId('qr-copy-content'));
    expect(writeText).toHaveBeenLastCalledWith('HDABCD2345');
    expect(await screen.findByText('Đã sao chép nội dung chuyển khoản')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sao chép số tiền' }));
    expect(writeText).toHaveBeenLastCalledWith('500000');
    expect(await screen.findByText('Đã sao chép số tiền')).toBeInTheDocument();
    await user.click(screen.getByTestId('qr-copy-account'));
    expect(writeText).toHaveBeenLastCalledWith('0123456789');
    expect(await screen.findByText('Đã sao chép số tài khoản')).toBeInTheDocument();
  });

  it('says when copying failed (clipboard refused, no fallback)', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    (document as unknown as { execCommand: unknown }).execCommand = jest.fn(() => false);
    const { user } = render();
    useClipboard({ writeText });
    await user.click(screen.getByTestId('qr-copy-content'));
    expect(await screen.findByText('Không thể sao chép nội dung chuyển khoản')).toBeInTheDocument();
    await user.click(screen.getByTestId('qr-copy-account'));
    expect(await screen.findByText('Không thể sao chép số tài khoản')).toBeInTheDocument();
  });

  it('falls back to execCommand when the clipboard API is missing', async () => {
    const exec = jest.fn(() => true);
    (document as unknown as { execCommand: unknown }).execCommand = exec;
    const { user } = render();
    useClipboard(undefined);
    await user.click(screen.getByTestId('qr-copy-account'));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Đã sao chép số tài khoản')).toBeInTheDocument();
  });

  it('"LƯU QR" downloads <orderId>.png', async () => {
    const clicked: HTMLAnchorElement[] = [];
    const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = render();
    await user.click(screen.getByTestId('qr-save'));
    expect(screen.getByTestId('qr-save')).toHaveTextContent('LƯU QR');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('42.png');
    expect(clicked[0].href).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(await screen.findByText('Đã tải xuống mã QR')).toBeInTheDocument();
    spy.mockRestore();
  });
});
