import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { SecondPasswordSetup } from '../second-password-setup';
import { type FakeServer, startFakeServer, muteSuccessToasts } from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  muteSuccessToasts();
});

test('an operator without a second-level password is told so and sets it, after which the notice goes', async () => {
  let hasIt = false;
  server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: hasIt, locked_until: null } }));
  server.on('POST', '/core/setup-two-factor-password', () => {
    hasIt = true;
    return json(200, { success: true, data: null });
  });
  render(<SecondPasswordSetup />);
  await userEvent.click(await screen.findByRole('button', { name: 'Thiết lập mật khẩu cấp 2' }));
  await userEvent.type(screen.getByLabelText('Mật khẩu cấp 2 mới'), '482915');
  await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu cấp 2'), '482916');
  await userEvent.type(screen.getByLabelText('Mật khẩu đăng nhập'), 'Matkhau123');
  await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu cấp 2' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu cấp 2 xác nhận không khớp');
  expect(server.calls('POST', '/core/setup-two-factor-password')).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Nhập lại mật khẩu cấp 2'));
  await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu cấp 2'), '482915');
  await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu cấp 2' }));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(JSON.parse(server.calls('POST', '/core/setup-two-factor-password')[0].body)).toEqual({
    newPassword: '482915',
    loginPassword: 'Matkhau123',
  });
  expect(notify.success).toHaveBeenCalledWith('Thiết lập mật khẩu cấp 2 thành công!');
});

test('an operator who has one sees nothing', async () => {
  server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
  const { container } = render(<SecondPasswordSetup />);
  await waitFor(() => expect(server.calls('GET', '/core/two-factor-status')).toHaveLength(1));
  expect(container).toBeEmptyDOMElement();
});
