import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { notify, type AdminUserDto } from '@app/shared';
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
      data: { users: [player(), player({ id: 10, username: 'nguoikhoa', bannedAt: '2026-11-20T01:00:00.000Z' })] },
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
  expect(screen.getByText('Chọn một người chơi để xem hồ sơ.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Tìm theo tên đăng nhập'), ' nguoik ');
  await waitFor(() => expect(usersAsked().at(-1)!.path).toBe('/api/admin/users?username=nguoik'));
});

test('a search that finds nobody says so', async () => {
  server.on('GET', '/admin/users', () => json(200, { success: true, data: { users: [] } }));
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
