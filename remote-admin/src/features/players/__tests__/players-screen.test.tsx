import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { notify } from '@app/shared';
import { type AdminUserDto } from '@app/shared/contracts';
import { json } from '@app/shared/test-utils';
import { PlayersScreen } from '../players-screen';
import {
  type FakeServer,
  startFakeServer,
  signInAs,
  acceptSecondPassword,
  muteSuccessToasts,
  aPlayer,
  aProfile,
  aPlayerPage,
  aPlayerRow,
} from '../../../test-utils/test-kit';

const player = aPlayer;
const profileOf = (user: AdminUserDto) => aProfile(user);

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh');
  server.on('GET', '/admin/users', () =>
    json(200, {
      success: true,
      data: aPlayerPage([
        aPlayerRow(player(), {
          tags: ['vip'],
          lastLoginAt: '2026-12-01T03:00:00.000Z',
          lifetime: { deposited: 2_000_000, depositCount: 3, withdrawn: 500_000, withdrawalCount: 1, net: -1_250_000 },
        }),
        aPlayerRow(player({ id: 10, username: 'nguoikhoa', bannedAt: '2026-11-20T01:00:00.000Z' })),
      ]),
    }),
  );
  server.on('GET', '/admin/users/9/profile', () => json(200, { success: true, data: profileOf(player()) }));
  server.on('GET', '/admin/users/10/profile', () =>
    json(200, {
      success: true,
      data: profileOf(player({ id: 10, username: 'nguoikhoa', bannedAt: '2026-11-20T01:00:00.000Z', banReason: 'Gian lận' })),
    }),
  );
  acceptSecondPassword(server, 'tok-user');
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

const open = (route = '/') =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <PlayersScreen />
    </MemoryRouter>,
  );
const usersAsked = () => server.seen.filter((s) => s.path.startsWith('/api/admin/users?') || s.path === '/api/admin/users');

test('lists players with their balance and whether they are locked, and asks again with the name typed', async () => {
  const user = userEvent.setup();
  open();
  const row = within((await screen.findByRole('button', { name: 'nguoichoi' })).closest('tr')!);
  expect(row.getByText('250.000 đ')).toBeInTheDocument();
  expect(row.getByText('Hoạt động')).toBeInTheDocument();
  expect(within(screen.getByRole('button', { name: 'nguoikhoa' }).closest('tr')!).getByText('Đã khóa')).toBeInTheDocument();
  expect(row.getByText('vip')).toBeInTheDocument();
  expect(row.getByText('2.000.000 đ')).toBeInTheDocument();
  expect(row.getByText('-1.250.000 đ')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Tìm người chơi'), ' 0912 ');
  await waitFor(() => expect(usersAsked().at(-1)!.path).toBe('/api/admin/users?q=0912&status=all&sort=created&order=desc&page=1'));
});

test('filters and orders go to the server, and a new filter starts again at page 1', async () => {
  const user = userEvent.setup();
  open('/?page=3');
  await screen.findByRole('button', { name: 'nguoichoi' });
  expect(usersAsked().at(-1)!.path).toContain('page=3');
  await user.selectOptions(screen.getByLabelText('Trạng thái'), 'banned');
  await waitFor(() => expect(usersAsked().at(-1)!.path).toBe('/api/admin/users?status=banned&sort=created&order=desc&page=1'));
  await user.selectOptions(screen.getByLabelText('Sắp xếp theo'), 'deposited');
  await user.selectOptions(screen.getByLabelText('Thứ tự'), 'asc');
  await waitFor(() => expect(usersAsked().at(-1)!.path).toBe('/api/admin/users?status=banned&sort=deposited&order=asc&page=1'));
  await user.type(screen.getByLabelText('Nhãn'), 'VIP');
  await waitFor(() => expect(usersAsked().at(-1)!.path).toContain('tag=vip'));
});

test('a search that finds nobody says so', async () => {
  server.on('GET', '/admin/users', () => json(200, { success: true, data: aPlayerPage([]) }));
  open();
  expect(await screen.findByText('Không tìm thấy người chơi nào.')).toBeInTheDocument();
});

test('choosing a player opens their profile', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'nguoichoi' }));
  expect(await screen.findByRole('button', { name: 'Khóa tài khoản' })).toBeInTheDocument();
  expect(server.calls('GET', '/admin/users/9/profile')).toHaveLength(1);
});

test('banning asks for a reason and the second-level password bound to this player, then reads the list again', async () => {
  server.on('POST', '/admin/users/9/ban', () =>
    json(200, { success: true, data: { user: player({ bannedAt: 'x' }) }, message: 'Đã khóa tài khoản nguoichoi' }),
  );
  const user = userEvent.setup();
  open('/?id=9');
  await user.click(await screen.findByRole('button', { name: 'Khóa tài khoản' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Khóa tài khoản nguoichoi')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Khóa tài khoản' }));
  expect(dialog.getByText('Vui lòng nhập lý do khóa')).toBeInTheDocument();
  expect(server.calls('POST', '/admin/users/9/ban')).toHaveLength(0);

  await user.type(dialog.getByLabelText('Lý do'), 'Gian lận');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  const listsBefore = usersAsked().length;
  await user.click(dialog.getByRole('button', { name: 'Khóa tài khoản' }));
  await waitFor(() => expect(server.calls('POST', '/admin/users/9/ban')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body)).toMatchObject({ action: 'admin_access', target: 'user:9' });
  const [sent] = server.calls('POST', '/admin/users/9/ban');
  expect(JSON.parse(sent.body)).toEqual({ reason: 'Gian lận' });
  expect(sent.twoFactorSession).toBe('tok-user');
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã khóa tài khoản nguoichoi'));
  await waitFor(() => expect(usersAsked().length).toBeGreaterThan(listsBefore));
});

test('a locked player shows when and why, and unlocking sends only the step-up token', async () => {
  server.on('POST', '/admin/users/10/unban', () =>
    json(200, { success: true, data: { user: player({ id: 10 }) }, message: 'Đã mở khóa tài khoản nguoikhoa' }),
  );
  const user = userEvent.setup();
  open('/?id=10');
  expect(await screen.findByText(/· Gian lận/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mở khóa' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Người chơi đăng nhập lại được ngay.')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Mở khóa' }));
  await waitFor(() => expect(server.calls('POST', '/admin/users/10/unban')).toHaveLength(1));
  expect(server.calls('POST', '/admin/users/10/unban')[0].twoFactorSession).toBe('tok-user');
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã mở khóa tài khoản nguoikhoa'));
});

test("a refused ban stays in the dialog in the server's words", async () => {
  server.on('POST', '/admin/users/9/ban', () => json(403, { success: false, message: 'Không thể khóa tài khoản quản trị' }));
  const user = userEvent.setup();
  open('/?id=9');
  await user.click(await screen.findByRole('button', { name: 'Khóa tài khoản' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Lý do'), 'Thử');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Khóa tài khoản' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Không thể khóa tài khoản quản trị');
});

test('the profile shows the money over the whole life, the bank accounts, devices and addresses, and takes notes and tags', async () => {
  const withRecords = aProfile(player(), {
    lastLoginAt: '2026-12-01T03:00:00.000Z',
    lifetime: { deposited: 2_000_000, depositCount: 3, withdrawn: 500_000, withdrawalCount: 1, net: -1_250_000 },
    bankAccounts: [
      { id: 1, bankName: 'Vietcombank', accountNumber: '0123456789', accountName: 'NGUYEN VAN A', isDefault: true, removedAt: null },
    ],
    devices: [
      {
        label: 'Ab3dEf9h',
        firstSeenAt: '2026-11-01T01:00:00.000Z',
        lastSeenAt: '2026-12-01T03:00:00.000Z',
        logins: 4,
        userAgent: 'Chrome',
      },
    ],
    addresses: [{ address: '203.0.113.7', firstSeenAt: '2026-11-01T01:00:00.000Z', lastSeenAt: '2026-12-01T03:00:00.000Z', logins: 4 }],
    notes: [{ id: 1, body: 'Gọi xác minh ngày 01/12', authorName: 'cskh1', createdAt: '2026-12-01T04:00:00.000Z' }],
    tags: [{ tag: 'vip', createdBy: 'vanhanh', createdAt: '2026-12-01T04:00:00.000Z' }],
  });
  server.on('GET', '/admin/users/9/profile', () => json(200, { success: true, data: withRecords }));
  server.on('POST', '/admin/users/9/notes', () => json(200, { success: true, data: {}, message: 'Đã lưu ghi chú.' }));
  server.on('POST', '/admin/users/9/tags', () => json(200, { success: true, data: [], message: 'Đã gắn nhãn "da-xac-minh".' }));
  server.on('DELETE', '/admin/users/9/tags/vip', () => json(200, { success: true, data: [], message: 'Đã gỡ nhãn "vip".' }));
  const user = userEvent.setup();
  open('/?id=9');
  expect(await screen.findByText('2.000.000 đ · 3 lần')).toBeInTheDocument();
  expect(screen.getByText('-1.250.000 đ')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '0123456789' })).toHaveAttribute('href', '/?q=0123456789');
  expect(screen.getByText('Ab3dEf9h')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '203.0.113.7' })).toHaveAttribute('href', '/?q=203.0.113.7');
  expect(screen.getByText('Gọi xác minh ngày 01/12')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Thêm ghi chú' }));
  let dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Ghi chú'), 'Khách xác minh qua Zalo');
  await user.click(dialog.getByRole('button', { name: 'Lưu ghi chú' }));
  await waitFor(() => expect(server.calls('POST', '/admin/users/9/notes')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/admin/users/9/notes')[0].body)).toEqual({ body: 'Khách xác minh qua Zalo' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Gắn nhãn' }));
  dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Nhãn'), 'da-xac-minh');
  await user.click(dialog.getByRole('button', { name: 'Gắn nhãn' }));
  await waitFor(() => expect(server.calls('POST', '/admin/users/9/tags')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Gỡ nhãn vip' }));
  dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Gỡ nhãn' }));
  await waitFor(() => expect(server.calls('DELETE', '/admin/users/9/tags/vip')).toHaveLength(1));
});

test('a player opened while the search is still being typed stays open when the search lands', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('button', { name: 'nguoichoi' });
  await user.type(screen.getByLabelText('Tìm người chơi'), 'nguoi');
  await user.click(screen.getByRole('button', { name: 'nguoichoi' }));
  await waitFor(() => expect(usersAsked().at(-1)!.path).toContain('q=nguoi'), { timeout: 5_000 });
  expect(await screen.findByRole('button', { name: 'Khóa tài khoản' }, { timeout: 5_000 })).toBeInTheDocument();
});

test('a manual credit or debit is asked for behind the second-level password, for a second operator to approve', async () => {
  server.on('POST', '/admin/users/9/adjust', () =>
    json(202, { success: true, data: { pendingChange: { id: 4 } }, message: 'Đã gửi yêu cầu, chờ người duyệt thứ hai.' }),
  );
  const user = userEvent.setup();
  open('/?id=9');
  await user.click(await screen.findByRole('button', { name: 'Cộng tiền' }));
  let dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Số tiền (đ)'), '0');
  await user.type(dialog.getByLabelText('Lý do'), 'Bù khuyến mãi');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Gửi yêu cầu cộng tiền' }));
  expect(await dialog.findByText(/Nhập số tiền từ 1/)).toBeInTheDocument();
  expect(server.calls('POST', '/admin/users/9/adjust')).toHaveLength(0);
  await user.clear(dialog.getByLabelText('Số tiền (đ)'));
  await user.type(dialog.getByLabelText('Số tiền (đ)'), '150.000');
  await user.click(dialog.getByRole('button', { name: 'Gửi yêu cầu cộng tiền' }));
  await waitFor(() => expect(server.calls('POST', '/admin/users/9/adjust')).toHaveLength(1));
  const [sent] = server.calls('POST', '/admin/users/9/adjust');
  expect(JSON.parse(sent.body)).toEqual({ amount: 150_000, reason: 'Bù khuyến mãi' });
  expect(sent.twoFactorSession).toBe('tok-user');
  expect(JSON.parse(server.calls('POST', '/core/users/2fa/validate').at(-1)!.body)).toMatchObject({
    action: 'admin_money',
    target: 'wallet-adjust:9',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Trừ tiền' }));
  dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Số tiền (đ)'), '20000');
  await user.type(dialog.getByLabelText('Lý do'), 'Thu hồi cộng nhầm');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Gửi yêu cầu trừ tiền' }));
  await waitFor(() => expect(server.calls('POST', '/admin/users/9/adjust')).toHaveLength(2));
  expect(JSON.parse(server.calls('POST', '/admin/users/9/adjust')[1].body)).toEqual({ amount: -20_000, reason: 'Thu hồi cộng nhầm' });
});
