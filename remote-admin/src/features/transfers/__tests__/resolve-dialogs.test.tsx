import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@app/shared/test-utils';
import { ResolveDialogs } from '../resolve-dialogs';
import {
  type FakeServer,
  startFakeServer,
  signInAs,
  acceptSecondPassword,
  muteSuccessToasts,
  aTransfer,
} from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('ke_toan', 'ketoan');
  acceptSecondPassword(server, 'tok-transfer');
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

test('ignoring asks for a reason and the second-level password bound to this transfer', async () => {
  server.on('POST', '/admin/unmatched-transfers/3/ignore', () =>
    json(200, { success: true, data: aTransfer({ status: 'IGNORED' }), message: 'Đã bỏ qua' }),
  );
  const done = jest.fn();
  const user = userEvent.setup();
  render(<ResolveDialogs resolving={{ kind: 'ignore', transfer: aTransfer() }} onClose={() => undefined} onDone={done} />);
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Bỏ qua giao dịch' }));
  expect(dialog.getByText('Vui lòng nhập lý do bỏ qua')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Lý do'), 'Ngân hàng chuyển thử');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Bỏ qua giao dịch' }));
  await waitFor(() => expect(server.calls('POST', '/admin/unmatched-transfers/3/ignore')).toHaveLength(1));
  const [sent] = server.calls('POST', '/admin/unmatched-transfers/3/ignore');
  expect(JSON.parse(sent.body)).toEqual({ reason: 'Ngân hàng chuyển thử' });
  expect(sent.twoFactorSession).toBe('tok-transfer');
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({
    action: 'admin_money',
    target: 'bank-transfer:3',
  });
  await waitFor(() => expect(done).toHaveBeenCalled());
});

test("a return records the bank's reference of the return", async () => {
  server.on('POST', '/admin/unmatched-transfers/3/return', () =>
    json(200, { success: true, data: aTransfer({ status: 'RETURNED' }), message: 'Đã ghi nhận' }),
  );
  const user = userEvent.setup();
  render(<ResolveDialogs resolving={{ kind: 'return', transfer: aTransfer() }} onClose={() => undefined} onDone={() => undefined} />);
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Mã giao dịch hoàn trả'), 'FT26120700077');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Ghi nhận hoàn trả' }));
  await waitFor(() => expect(server.calls('POST', '/admin/unmatched-transfers/3/return')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/admin/unmatched-transfers/3/return')[0].body)).toEqual({ reference: 'FT26120700077' });
});
