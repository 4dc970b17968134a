import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { consoleConfirmDeposit } from '../../../api/console-confirm-deposit';
import { ActionDialog } from '../action-dialog';
import { type FakeServer, startFakeServer, signInAs, acceptSecondPassword, muteSuccessToasts } from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh', { token: null, isAuthenticated: false });
  muteSuccessToasts();
});

// A money action as the deposits screen opens it: confirming order #77 by hand.
function openConfirm() {
  const onClose = jest.fn();
  render(
    <ActionDialog
      open
      title="Xác nhận lệnh nạp #77"
      confirmLabel="Xác nhận đã nhận tiền"
      stepUp={{ action: TWO_FACTOR_ACTIONS.operatorMoney, target: STEP_UP_TARGETS.depositOrder(77) }}
      onClose={onClose}
      onSubmit={async (_values, token) => (await consoleConfirmDeposit(77, token)).message}
    />,
  );
  return { onClose };
}

test('an action behind the second-level password sends nothing until it is typed', async () => {
  openConfirm();
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận đã nhận tiền' }));
  expect(screen.getByText('Vui lòng nhập mật khẩu cấp 2')).toBeInTheDocument();
  expect(server.seen).toHaveLength(0);
});

test('the password buys a token for this action and this row, carried in the header of the one request', async () => {
  acceptSecondPassword(server, 'tok-77');
  server.on('POST', '/admin/deposits/77/confirm', () =>
    json(200, { success: true, data: { id: 77 }, message: 'Đã xác nhận lệnh nạp #77' }),
  );
  const { onClose } = openConfirm();
  await userEvent.type(screen.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận đã nhận tiền' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({
    secondaryPassword: '482915',
    action: 'admin_money',
    target: 'deposit-order:77',
  });
  expect(server.calls('POST', '/admin/deposits/77/confirm')[0].twoFactorSession).toBe('tok-77');
  expect(notify.success).toHaveBeenCalledWith('Đã xác nhận lệnh nạp #77');
});

test('a wrong password is said in the dialog and the action is never sent', async () => {
  server.on('POST', '/core/users/2fa/validate', () => json(400, { success: false, message: 'Mật khẩu cấp 2 không đúng' }));
  const { onClose } = openConfirm();
  await userEvent.type(screen.getByLabelText('Mật khẩu cấp 2 của bạn'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận đã nhận tiền' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu cấp 2 không đúng');
  expect(server.calls('POST', '/admin/deposits/77/confirm')).toHaveLength(0);
  expect(onClose).not.toHaveBeenCalled();
});
