import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { DepositsScreen } from '../deposits-screen';
import {
  type FakeServer,
  startFakeServer,
  signInAs,
  acceptSecondPassword,
  muteSuccessToasts,
  page,
  aDeposit,
} from '../../../test-utils/test-kit';

const order = aDeposit;
const query = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('ke_toan', 'ketoan');
  server.on('GET', '/admin/deposits', () => json(200, { success: true, data: page([order()]) }));
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

const lastQuery = () => query(server.seen.filter((s) => s.path.startsWith('/api/admin/deposits')).at(-1)!.path);

test('opens on the orders waiting for payment, each with its player, transfer text and amount', async () => {
  render(<DepositsScreen />);
  const row = within((await screen.findByText('nguoichoi')).closest('tr')!);
  expect(row.getByText('#7')).toBeInTheDocument();
  expect(row.getByText('NAP7ABC')).toBeInTheDocument();
  expect(row.getByText('300.000 đ')).toBeInTheDocument();
  expect(lastQuery().get('status')).toBe('PENDING');
  expect(screen.getByRole('button', { name: 'Chờ thanh toán' })).toHaveAttribute('aria-pressed', 'true');
});

test('a status tab asks for that status; “Tất cả” asks for none', async () => {
  const user = userEvent.setup();
  render(<DepositsScreen />);
  await screen.findByText('nguoichoi');
  await user.click(screen.getByRole('button', { name: 'Đã xác nhận' }));
  await waitFor(() => expect(lastQuery().get('status')).toBe('CONFIRMED'));
  await user.click(screen.getByRole('button', { name: 'Tất cả' }));
  await waitFor(() => expect(lastQuery().has('status')).toBe(false));
});

test('the search sends the code or username typed, trimmed', async () => {
  const user = userEvent.setup();
  render(<DepositsScreen />);
  await screen.findByText('nguoichoi');
  await user.type(screen.getByLabelText('Tìm mã lệnh hoặc tên đăng nhập'), '  NAP7  ');
  await waitFor(() => expect(lastQuery().get('search')).toBe('NAP7'));
});

test('an empty list says there is no order', async () => {
  server.on('GET', '/admin/deposits', () => json(200, { success: true, data: page([]) }));
  render(<DepositsScreen />);
  expect(await screen.findByText('Không có lệnh nạp nào.')).toBeInTheDocument();
});

test('a confirmed order says who confirmed it; the bank feed is named as such; no action is offered', async () => {
  server.on('GET', '/admin/deposits', () =>
    json(200, {
      success: true,
      data: page([
        order({ id: 7, status: 'CONFIRMED', confirmedBy: 'webhook', confirmedAt: '2026-11-26T01:05:00.000Z' }),
        order({ id: 8, username: 'khach2', status: 'CONFIRMED', confirmedBy: 'ketoan_lan', confirmedAt: '2026-11-26T01:06:00.000Z' }),
      ]),
    }),
  );
  render(<DepositsScreen />);
  expect((await screen.findByText('#7')).closest('tr')).toHaveTextContent('ngân hàng tự báo');
  expect(screen.getByText('#8').closest('tr')).toHaveTextContent('bởi ketoan_lan');
  expect(screen.queryByRole('button', { name: 'Xác nhận' })).not.toBeInTheDocument();
});

test('rejecting asks for a reason, sends nothing without it, then sends it and reads the list again', async () => {
  server.on('POST', '/admin/deposits/7/reject', () =>
    json(200, { success: true, data: order({ status: 'REJECTED' }), message: 'Đã từ chối lệnh nạp #7' }),
  );
  const user = userEvent.setup();
  render(<DepositsScreen />);
  await user.click(within((await screen.findByText('nguoichoi')).closest('tr')!).getByRole('button', { name: 'Từ chối' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Từ chối lệnh nạp #7')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Từ chối lệnh' }));
  expect(dialog.getByText('Vui lòng nhập lý do từ chối')).toBeInTheDocument();
  expect(server.calls('POST', '/admin/deposits/7/reject')).toHaveLength(0);

  await user.type(dialog.getByLabelText('Lý do từ chối'), 'Sai nội dung chuyển khoản');
  await user.click(dialog.getByRole('button', { name: 'Từ chối lệnh' }));
  await waitFor(() => expect(server.calls('POST', '/admin/deposits/7/reject')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/admin/deposits/7/reject')[0].body)).toEqual({ reason: 'Sai nội dung chuyển khoản' });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã từ chối lệnh nạp #7'));
  await waitFor(() => expect(server.seen.filter((s) => s.path.startsWith('/api/admin/deposits?'))).toHaveLength(2));
});

test('a refused rejection stays in the dialog in the server’s words', async () => {
  server.on('POST', '/admin/deposits/7/reject', () => json(409, { success: false, message: 'Lệnh nạp đã được xử lý' }));
  const user = userEvent.setup();
  render(<DepositsScreen />);
  await user.click(within((await screen.findByText('nguoichoi')).closest('tr')!).getByRole('button', { name: 'Từ chối' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Lý do từ chối'), 'Trùng lệnh');
  await user.click(dialog.getByRole('button', { name: 'Từ chối lệnh' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Lệnh nạp đã được xử lý');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('confirming by hand needs the second-level password, bound to this order, and says it waits for a second operator', async () => {
  acceptSecondPassword(server, 'tok-7');
  server.on('POST', '/admin/deposits/7/confirm', () =>
    json(200, { success: true, data: { id: 3 }, message: 'Đã gửi yêu cầu, chờ người thứ hai duyệt' }),
  );
  const user = userEvent.setup();
  render(<DepositsScreen />);
  await user.click(within((await screen.findByText('nguoichoi')).closest('tr')!).getByRole('button', { name: 'Xác nhận' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(/số tiền sẽ được cộng vào ví người chơi ngay/)).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Xác nhận đã nhận tiền' }));
  await waitFor(() => expect(server.calls('POST', '/admin/deposits/7/confirm')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({ target: 'deposit-order:7' });
  expect(server.calls('POST', '/admin/deposits/7/confirm')[0].twoFactorSession).toBe('tok-7');
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã gửi yêu cầu, chờ người thứ hai duyệt'));
});
