import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, sessionStore } from '@app/shared';
import { type PendingChangeDto, type PendingChangesDto } from '@app/shared/contracts';
import { json } from '@app/shared/test-utils';
import { PendingChangesScreen } from '../pending-changes-screen';
import { type FakeServer, startFakeServer, acceptSecondPassword, muteSuccessToasts } from '../../../test-utils/test-kit';

const change = (fields: Partial<PendingChangeDto> = {}): PendingChangeDto => ({
  id: 5,
  kind: 'deposit.confirm',
  target: 'deposit-order:12',
  summary: 'Cộng 12.000.000 đ vào ví của an_nguyen (lệnh #12)',
  amount: 12_000_000,
  before: null,
  after: null,
  makerId: 2,
  makerUsername: 'ketoan_lan',
  status: 'PENDING',
  executeAfter: null,
  createdAt: '2026-11-26T01:00:00.000Z',
  decidedById: null,
  decidedByUsername: null,
  decidedAt: null,
  reason: null,
  ...fields,
});
const listOf = (items: PendingChangeDto[]): PendingChangesDto => ({
  modes: {
    'deposit.confirm': 'two',
    'bankTransfer.assign': 'two',
    'vendorCard.create': 'two',
    'vendorCard.update': 'two',
    'wallet.adjust': 'two',
  },
  soloDelayHours: 24,
  manualCreditReviewAbove: 10_000_000,
  items,
});
const accountChange = change({
  id: 6,
  kind: 'vendorCard.update',
  target: 'vendor-card:3',
  summary: 'Đổi tài khoản nhận tiền #3',
  amount: null,
  before: { bankCode: 'VCB', accountNumber: '111', accountName: 'CONG TY A' },
  after: { accountNumber: '222' },
});

let server: FakeServer;
function signInAs(id: number, role: 'admin' | 'ke_toan') {
  Object.assign(sessionStore, { user: { id, username: `nv_${id}`, phone: '', role, dev_tools_enabled: false, createdAt: '' } });
}
beforeEach(() => {
  server = startFakeServer();
  signInAs(1, 'admin');
  server.on('GET', '/admin/pending-changes', () => json(200, { success: true, data: listOf([change(), accountChange]) }));
  acceptSecondPassword(server, 'tok-5');
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

const rowOf = async (id: number) => within((await screen.findByText(`#${id}`)).closest('tr')!);

test('lists what waits with its kind, summary, amount and maker, and a receiving account change field by field', async () => {
  render(<PendingChangesScreen />);
  const row = await rowOf(5);
  expect(row.getByText('Xác nhận nạp thủ công')).toBeInTheDocument();
  expect(row.getByText('Cộng 12.000.000 đ vào ví của an_nguyen (lệnh #12)')).toBeInTheDocument();
  expect(row.getByText('12.000.000 đ')).toBeInTheDocument();
  expect(row.getByText('ketoan_lan')).toBeInTheDocument();
  expect((await rowOf(6)).getByText('Số tài khoản: 111 → 222')).toBeInTheDocument();
  expect(server.seen[0].path).toBe('/api/admin/pending-changes?status=PENDING');
});

test('approving asks for the approver’s second-level password, bound to this change, and sends it in the header', async () => {
  server.on('POST', '/admin/pending-changes/5/approve', () =>
    json(200, { success: true, data: change({ status: 'APPLIED' }), message: 'Đã duyệt yêu cầu #5' }),
  );
  const user = userEvent.setup();
  render(<PendingChangesScreen />);
  await user.click((await rowOf(5)).getByRole('button', { name: 'Duyệt' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Duyệt yêu cầu #5')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Duyệt và thực hiện' }));
  expect(dialog.getByText('Vui lòng nhập mật khẩu cấp 2')).toBeInTheDocument();
  expect(server.calls('POST', '/admin/pending-changes/5/approve')).toHaveLength(0);

  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Duyệt và thực hiện' }));
  await waitFor(() => expect(server.calls('POST', '/admin/pending-changes/5/approve')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({
    action: 'admin_money',
    target: 'pending-change:5',
  });
  expect(server.calls('POST', '/admin/pending-changes/5/approve')[0].twoFactorSession).toBe('tok-5');
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã duyệt yêu cầu #5'));
});

test('rejecting needs a reason and sends it', async () => {
  server.on('POST', '/admin/pending-changes/5/reject', () =>
    json(200, { success: true, data: change({ status: 'REJECTED' }), message: 'Đã từ chối yêu cầu #5' }),
  );
  const user = userEvent.setup();
  render(<PendingChangesScreen />);
  await user.click((await rowOf(5)).getByRole('button', { name: 'Từ chối' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Từ chối yêu cầu' }));
  expect(dialog.getByText('Vui lòng nhập lý do từ chối')).toBeInTheDocument();
  expect(server.calls('POST', '/admin/pending-changes/5/reject')).toHaveLength(0);
  await user.type(dialog.getByLabelText('Lý do từ chối'), 'Chưa thấy tiền trong sao kê');
  await user.click(dialog.getByRole('button', { name: 'Từ chối yêu cầu' }));
  await waitFor(() => expect(server.calls('POST', '/admin/pending-changes/5/reject')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/admin/pending-changes/5/reject')[0].body)).toEqual({ reason: 'Chưa thấy tiền trong sao kê' });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã từ chối yêu cầu #5'));
});

test("a refused approval stays in the dialog in the server's words", async () => {
  server.on('POST', '/admin/pending-changes/5/approve', () => json(409, { success: false, message: 'Yêu cầu này đã được xử lý' }));
  const user = userEvent.setup();
  render(<PendingChangesScreen />);
  await user.click((await rowOf(5)).getByRole('button', { name: 'Duyệt' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Duyệt và thực hiện' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Yêu cầu này đã được xử lý');
});

test('the maker sees only “Hủy” on their own request, and cancelling sends it', async () => {
  signInAs(2, 'ke_toan');
  server.on('POST', '/admin/pending-changes/5/cancel', () =>
    json(200, { success: true, data: change({ status: 'CANCELLED' }), message: 'Đã hủy yêu cầu #5' }),
  );
  const user = userEvent.setup();
  render(<PendingChangesScreen />);
  const row = await rowOf(5);
  expect(row.queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
  expect(row.queryByRole('button', { name: 'Từ chối' })).not.toBeInTheDocument();
  await user.click(row.getByRole('button', { name: 'Hủy' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy yêu cầu' }));
  await waitFor(() => expect(server.calls('POST', '/admin/pending-changes/5/cancel')).toHaveLength(1));
});

test('an accountant is not offered to approve a receiving account change, only to reject it', async () => {
  signInAs(3, 'ke_toan');
  render(<PendingChangesScreen />);
  const row = await rowOf(6);
  expect(row.queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
  expect(row.getByRole('button', { name: 'Từ chối' })).toBeInTheDocument();
  expect((await rowOf(5)).getByRole('button', { name: 'Duyệt' })).toBeInTheDocument();
});

test('a status tab asks for that status; a decided change says who decided and why', async () => {
  const user = userEvent.setup();
  render(<PendingChangesScreen />);
  await rowOf(5);
  server.on('GET', '/admin/pending-changes', () =>
    json(200, { success: true, data: listOf([change({ status: 'REJECTED', decidedByUsername: 'vanhanh', reason: 'Sai số tiền' })]) }),
  );
  await user.click(screen.getByRole('button', { name: 'Bị từ chối' }));
  await waitFor(() => expect(server.seen.at(-1)!.path).toBe('/api/admin/pending-changes?status=REJECTED'));
  const row = await rowOf(5);
  expect(await row.findByText('bởi vanhanh')).toBeInTheDocument();
  expect(row.getByText('Sai số tiền')).toBeInTheDocument();
  expect(row.queryByRole('button')).not.toBeInTheDocument();
});
