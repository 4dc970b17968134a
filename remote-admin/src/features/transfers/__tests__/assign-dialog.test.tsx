import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { AssignDialog } from '../assign-dialog';
import {
  type FakeServer,
  startFakeServer,
  signInAs,
  acceptSecondPassword,
  muteSuccessToasts,
  aDeposit,
  aTransfer,
  aPlayer,
  aPlayerPage,
  aPlayerRow,
} from '../../../test-utils/test-kit';

const transfer = aTransfer();
const player = aPlayer();
const order = aDeposit({
  id: 41,
  amount: 70_000,
  code: 'NAP41',
  content: 'NAP41',
  status: 'EXPIRED',
  createdAt: '2026-11-26T00:50:00.000Z',
  expiredAt: '2026-11-26T01:05:00.000Z',
});
const ASSIGN = '/admin/unmatched-transfers/3/assign';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('ke_toan', 'ketoan');
  server.on('GET', '/admin/users', () => json(200, { success: true, data: aPlayerPage([aPlayerRow(player)]) }));
  server.on('GET', '/admin/deposits', () => json(200, { success: true, data: { items: [order], page: 1, size: 10, total: 1 } }));
  acceptSecondPassword(server, 'tok-3');
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

function open() {
  const onClose = jest.fn();
  const onDone = jest.fn();
  render(<AssignDialog transfer={transfer} onClose={onClose} onDone={onDone} />);
  return { onClose, onDone, dialog: within(screen.getByRole('dialog')) };
}

test('shows the transfer it assigns, and nothing can be assigned before a choice', async () => {
  const { dialog } = open();
  await waitFor(() => expect(dialog.getByLabelText('Kết quả tìm kiếm')).toHaveAttribute('aria-busy', 'false'));
  expect(dialog.getByText('Gán giao dịch #3')).toBeInTheDocument();
  expect(dialog.getByText('70.000 đ')).toBeInTheDocument();
  expect(dialog.getByText('chuyen nham')).toBeInTheDocument();
  expect(dialog.getByText('Nhập để tìm.')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Gán giao dịch' })).toBeDisabled();
});

test('credits a player found by name, with the second-level password bound to this transfer', async () => {
  server.on('POST', ASSIGN, () =>
    json(200, { success: true, data: { ...transfer, status: 'ASSIGNED' }, message: 'Đã cộng 70.000 đ cho nguoichoi' }),
  );
  const user = userEvent.setup();
  const { dialog, onClose, onDone } = open();
  await user.type(dialog.getByLabelText('Tìm theo tên đăng nhập'), 'nguoi');
  await user.click(await dialog.findByRole('radio', { name: /nguoichoi \(#9\)/ }));
  expect(server.seen.find((s) => s.path.startsWith('/api/admin/users'))!.path).toBe('/api/admin/users?q=nguoi');
  expect(dialog.getByText('Cộng 70.000 đ vào ví của nguoichoi.')).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Gán giao dịch' }));
  expect(dialog.getByText('Vui lòng nhập mật khẩu cấp 2')).toBeInTheDocument();
  expect(server.calls('POST', ASSIGN)).toHaveLength(0);

  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Gán giao dịch' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({
    secondaryPassword: '482915',
    action: 'admin_money',
    target: 'bank-transfer:3',
  });
  const [sent] = server.calls('POST', ASSIGN);
  expect(JSON.parse(sent.body)).toEqual({ userId: 9 });
  expect(sent.twoFactorSession).toBe('tok-3');
  expect(onDone).toHaveBeenCalled();
  expect(notify.success).toHaveBeenCalledWith('Đã cộng 70.000 đ cho nguoichoi');
});

test("confirms one of the player's orders instead, found by its code", async () => {
  server.on('POST', ASSIGN, () =>
    json(200, { success: true, data: { ...transfer, status: 'ASSIGNED' }, message: 'Đã xác nhận lệnh nạp #41' }),
  );
  const user = userEvent.setup();
  const { dialog, onClose } = open();
  await user.click(dialog.getByRole('button', { name: 'Lệnh nạp' }));
  await user.type(dialog.getByLabelText('Tìm theo mã lệnh hoặc tên đăng nhập'), 'NAP41');
  await user.click(await dialog.findByRole('radio', { name: /#41 · nguoichoi/ }));
  expect(dialog.getByText('Xác nhận lệnh nạp #41 của nguoichoi bằng giao dịch này.')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Gán giao dịch' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(JSON.parse(server.calls('POST', ASSIGN)[0].body)).toEqual({ orderId: 41 });
});

test('a search that finds nobody says so', async () => {
  server.on('GET', '/admin/users', () => json(200, { success: true, data: aPlayerPage([]) }));
  const user = userEvent.setup();
  const { dialog } = open();
  await user.type(dialog.getByLabelText('Tìm theo tên đăng nhập'), 'khongco');
  expect(await dialog.findByText('Không tìm thấy.')).toBeInTheDocument();
});

test("a refusal stays in the dialog in the server's words, and the dialog stays open", async () => {
  server.on('POST', ASSIGN, () => json(409, { success: false, message: 'Giao dịch này đã được gán' }));
  const user = userEvent.setup();
  const { dialog, onClose } = open();
  await user.type(dialog.getByLabelText('Tìm theo tên đăng nhập'), 'nguoi');
  await user.click(await dialog.findByRole('radio', { name: /nguoichoi/ }));
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Gán giao dịch' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Giao dịch này đã được gán');
  expect(onClose).not.toHaveBeenCalled();
});
