import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { WithdrawalDecision } from '../withdrawal-decision';
import {
  type FakeServer,
  startFakeServer,
  signInAs,
  acceptSecondPassword,
  muteSuccessToasts,
  aWithdrawal,
} from '../../../test-utils/test-kit';

const withdrawal = aWithdrawal({ amount: 200_000 });

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh', { token: null, isAuthenticated: false });
  muteSuccessToasts();
});

function open(kind: 'approve' | 'reject') {
  const onClose = jest.fn();
  const onDecided = jest.fn();
  render(<WithdrawalDecision decision={{ kind, withdrawal }} onClose={onClose} onDecided={onDecided} />);
  return { onClose, onDecided };
}

test('approving asks for the bank reference and the second-level password, and sends nothing without them', async () => {
  open('approve');
  expect(screen.getByRole('dialog')).toHaveTextContent('200.000 đ');
  expect(screen.getByRole('dialog')).toHaveTextContent('Vietcombank · 0011223344 · NGUYEN VAN AN');
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận đã chuyển' }));
  expect(screen.getByText('Vui lòng nhập mã giao dịch ngân hàng')).toBeInTheDocument();
  expect(screen.getByText('Vui lòng nhập mật khẩu cấp 2')).toBeInTheDocument();
  expect(server.seen).toHaveLength(0);
});

test('the password buys a token bound to this one withdrawal, sent in the step-up header of the approval', async () => {
  acceptSecondPassword(server, 'tok-1');
  server.on('POST', '/admin/withdrawals/41/approve', () =>
    json(200, { success: true, data: { ...withdrawal, status: 'APPROVED' }, message: 'Đã duyệt yêu cầu rút tiền #41' }),
  );
  const { onClose, onDecided } = open('approve');
  await userEvent.type(screen.getByLabelText('Mã giao dịch ngân hàng'), ' FT123 ');
  await userEvent.type(screen.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận đã chuyển' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({
    secondaryPassword: '482915',
    action: 'admin_withdrawal_review',
    target: 'withdrawal:41',
  });
  const approval = server.calls('POST', '/admin/withdrawals/41/approve')[0];
  expect(JSON.parse(approval.body)).toEqual({ transactionRef: 'FT123' });
  expect(approval.twoFactorSession).toBe('tok-1');
  expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ id: 41, status: 'APPROVED' }));
  expect(notify.success).toHaveBeenCalledWith('Đã duyệt yêu cầu rút tiền #41');
});

test("a refusal stays in the dialog in the server's words, and the dialog can try again", async () => {
  server.on('POST', '/core/users/2fa/validate', () => json(400, { success: false, message: 'Mật khẩu cấp 2 không đúng' }));
  const { onClose } = open('reject');
  await userEvent.type(screen.getByLabelText('Lý do từ chối (người chơi sẽ thấy)'), 'Sai tên chủ tài khoản');
  await userEvent.type(screen.getByLabelText('Mật khẩu cấp 2 của bạn'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Từ chối yêu cầu' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu cấp 2 không đúng');
  expect(server.calls('POST', '/admin/withdrawals/41/reject')).toHaveLength(0);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Từ chối yêu cầu' })).toBeEnabled();
});
