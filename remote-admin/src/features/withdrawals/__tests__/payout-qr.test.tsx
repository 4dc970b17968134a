import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { PayoutQr } from '../payout-qr';
import { type FakeServer, startFakeServer, signInAs } from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('ke_toan', 'ketoan');
  jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
});
afterEach(() => jest.restoreAllMocks());

const qr = {
  payload: '000201...',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  bankName: 'Vietcombank',
  accountNumber: '0011223344',
  accountName: 'NGUYEN VAN AN',
  amount: 350_000,
  content: 'RUT TIEN 7',
};

test('shows the payout QR and copies each field for the bank app', async () => {
  server.on('GET', '/admin/withdrawals/7/payout-qr', () => json(200, { success: true, data: qr }));
  const user = userEvent.setup();
  // After user-event's own clipboard: the copies are read off this one.
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<PayoutQr withdrawalId={7} />);
  expect(await screen.findByRole('img', { name: /^Mã VietQR chuyển 350\.000\sđ tới NGUYEN VAN AN$/ })).toHaveAttribute('src', qr.image);
  await user.click(screen.getByRole('button', { name: 'Sao chép số tài khoản' }));
  await user.click(screen.getByRole('button', { name: 'Sao chép số tiền' }));
  await user.click(screen.getByRole('button', { name: 'Sao chép nội dung' }));
  expect(writeText.mock.calls).toEqual([['0011223344'], ['350000'], ['RUT TIEN 7']]);
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã sao chép nội dung'));
});

test('a bank the VietQR directory does not know gets the fields without a QR', async () => {
  server.on('GET', '/admin/withdrawals/8/payout-qr', () => json(200, { success: true, data: { ...qr, payload: '', image: '' } }));
  render(<PayoutQr withdrawalId={8} />);
  expect(await screen.findByText(/không có trong danh bạ VietQR/)).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
