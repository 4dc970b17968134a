import { notify } from '@app/shared';
import { json, renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import ProfileScreen from '../profile-screen';
import { TwoFactorSection } from '../two-factor-section';
import { type FakeServer, startFakeServer, signInPlayer, muteToasts, depositLimits } from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInPlayer();
  server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
  server.on('GET', '/core/responsible-gaming', () => json(200, { success: true, data: depositLimits() }));
  server.on('GET', '/core/security-events', () => json(200, { success: true, data: [] }));
  muteToasts();
});
afterEach(() => jest.restoreAllMocks());

const passwordCard = () => within(screen.getByRole('heading', { name: 'Đổi mật khẩu' }).closest('section')!);
const changes = () => server.calls('POST', '/core/change-password').map((call) => JSON.parse(call.body));

async function changePasswordWith(user: ReturnType<typeof renderWithProviders>['user'], current: string, next: string, confirm = next) {
  const card = passwordCard();
  if (current) await user.type(card.getByLabelText('Mật khẩu hiện tại'), current);
  if (next) await user.type(card.getByLabelText('Mật khẩu mới'), next);
  if (confirm) await user.type(card.getByLabelText('Nhập lại mật khẩu mới'), confirm);
  await user.click(card.getByRole('button', { name: 'Đổi mật khẩu' }));
}

test("shows the player's name, phone and the day they joined, and a link to their bets", async () => {
  renderWithProviders(<ProfileScreen />);
  const info = within(screen.getByRole('heading', { name: 'Thông tin cá nhân' }).closest('section')!);
  expect(info.getByText('nguoichoi')).toBeInTheDocument();
  expect(info.getByText('0912345678')).toBeInTheDocument();
  expect(info.getByText('1/1/2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Lịch sử cược/ })).toHaveAttribute('href', '/lich-su-cuoc');
  expect(screen.getByRole('link', { name: /Giới thiệu bạn bè/ })).toHaveAttribute('href', '/gioi-thieu');
  await screen.findByRole('heading', { name: 'Mật khẩu cấp 2' });
});

test('changing the password checks every field before sending', async () => {
  const { user } = renderWithProviders(<ProfileScreen />);
  await changePasswordWith(user, '', 'matkhau', 'khac');
  const card = passwordCard();
  await waitFor(() => expect(card.getByLabelText('Mật khẩu hiện tại')).toHaveAccessibleDescription('Vui lòng nhập mật khẩu hiện tại'));
  expect(card.getByLabelText('Mật khẩu mới')).toHaveAccessibleDescription('Mật khẩu phải có từ 8 đến 64 ký tự');
  expect(card.getByLabelText('Nhập lại mật khẩu mới')).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
  expect(changes()).toHaveLength(0);
});

test('a valid change sends the current and the new password, says so, and empties the form', async () => {
  server.on('POST', '/core/change-password', () => json(200, { success: true, message: 'Đổi mật khẩu thành công!' }));
  const { user } = renderWithProviders(<ProfileScreen />);
  await changePasswordWith(user, 'matkhau123', 'matkhau456');
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đổi mật khẩu thành công!'));
  expect(changes()).toEqual([{ currentPassword: 'matkhau123', newPassword: 'matkhau456' }]);
  await waitFor(() => expect(passwordCard().getByLabelText('Mật khẩu hiện tại')).toHaveValue(''));
});

test('a wrong current password is said under its field', async () => {
  server.on('POST', '/core/change-password', () =>
    json(400, { success: false, error: 'WRONG_PASSWORD', field: 'currentPassword', message: 'Mật khẩu hiện tại không đúng' }),
  );
  const { user } = renderWithProviders(<ProfileScreen />);
  await changePasswordWith(user, 'saimatkhau1', 'matkhau456');
  await waitFor(() =>
    expect(passwordCard().getByLabelText('Mật khẩu hiện tại')).toHaveAccessibleDescription('Mật khẩu hiện tại không đúng'),
  );
  expect(notify.success).not.toHaveBeenCalled();
});

test('a refusal naming no field is said above the button', async () => {
  server.on('POST', '/core/change-password', () =>
    json(400, { success: false, message: 'Không đổi được mật khẩu lúc này, vui lòng thử lại sau.' }),
  );
  const { user } = renderWithProviders(<ProfileScreen />);
  await changePasswordWith(user, 'matkhau123', 'matkhau456');
  expect(await passwordCard().findByRole('alert')).toHaveTextContent('Không đổi được mật khẩu lúc này, vui lòng thử lại sau.');
});

test('a second-level password locked after wrong tries says until when', async () => {
  server.on('GET', '/core/two-factor-status', () =>
    json(200, { success: true, data: { has_two_factor: true, locked_until: new Date(Date.now() + 3_600_000).toISOString() } }),
  );
  renderWithProviders(<TwoFactorSection />);
  expect(await screen.findByText(/Mật khẩu cấp 2 đang tạm khóa đến .* do nhập sai nhiều lần\./)).toBeInTheDocument();
});

test('the second-level password status that fails to load offers a retry that reads it again', async () => {
  let calls = 0;
  server.on('GET', '/core/two-factor-status', () =>
    ++calls === 1
      ? json(400, { success: false, message: 'Không tải được trạng thái mật khẩu cấp 2' })
      : json(200, { success: true, data: { has_two_factor: false, locked_until: null } }),
  );
  const { user } = renderWithProviders(<TwoFactorSection />);
  expect(await screen.findByText('Không tải được trạng thái mật khẩu cấp 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Thử lại/ }));
  expect(await screen.findByText(/Bạn chưa thiết lập mật khẩu cấp 2/)).toBeInTheDocument();
  expect(calls).toBe(2);
});
