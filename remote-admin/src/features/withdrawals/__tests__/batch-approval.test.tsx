import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withdrawalBatchTarget, type AdminWithdrawalDto } from '@app/shared/contracts';
import { json } from '@app/shared/test-utils';
import { BatchApproval } from '../batch-approval';
import { type FakeServer, startFakeServer, signInAs, acceptSecondPassword, muteSuccessToasts } from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('ke_toan', 'ketoan');
  acceptSecondPassword(server, 'tok-batch');
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

const request = (id: number, amount: number) =>
  ({
    id,
    username: `nguoi${id}`,
    bankCode: 'VCB',
    accountNumber: `00${id}`,
    accountName: 'NGUYEN VAN AN',
    amount,
    status: 'PENDING',
  }) as AdminWithdrawalDto;

test('two or more ticked requests are approved together under one token bound to exactly them', async () => {
  server.on('POST', '/admin/withdrawals/approve-batch', () =>
    json(200, { success: true, data: { withdrawals: [], total: 300_000 }, message: 'Đã duyệt' }),
  );
  const done = jest.fn();
  const user = userEvent.setup();
  render(<BatchApproval picked={[request(5, 100_000), request(9, 200_000)]} onDone={done} />);
  expect(screen.getByText(/Đã chọn 2 yêu cầu · tổng 300\.000\sđ/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Duyệt 2 yêu cầu đã chọn' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getAllByRole('row')).toHaveLength(3);
  await user.type(dialog.getByLabelText('Mã giao dịch ngân hàng (lô chuyển)'), 'LO-7');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Duyệt 2 yêu cầu' }));
  await waitFor(() => expect(server.calls('POST', '/admin/withdrawals/approve-batch')).toHaveLength(1));
  const [sent] = server.calls('POST', '/admin/withdrawals/approve-batch');
  expect(JSON.parse(sent.body)).toEqual({ ids: [5, 9], transactionRef: 'LO-7' });
  expect(sent.twoFactorSession).toBe('tok-batch');
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({
    action: 'admin_withdrawal_review',
    target: withdrawalBatchTarget([9, 5]),
  });
  await waitFor(() => expect(done).toHaveBeenCalled());
});

test('one ticked request offers no batch', () => {
  render(<BatchApproval picked={[request(5, 100_000)]} onDone={() => undefined} />);
  expect(screen.queryByRole('button', { name: /Duyệt/ })).not.toBeInTheDocument();
});
