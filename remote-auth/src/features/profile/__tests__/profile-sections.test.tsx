import { renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import { json } from '@app/shared/test-utils';
import { ResponsibleGamingSection } from '../../responsible-gaming/responsible-gaming-section';
import { describeDevice, SecurityActivitySection } from '../../security-activity/security-activity-section';
import ProfileScreen from '../profile-screen';
import { TwoFactorSection } from '../two-factor-section';
import { type FakeServer, startFakeServer, signInPlayer, muteToasts, depositLimits } from '../../../test-utils/test-kit';

let server: FakeServer;
let toast: { success: jest.SpyInstance; error: jest.SpyInstance };

beforeEach(() => {
  server = startFakeServer();
  signInPlayer();
  toast = muteToasts();
});
afterEach(() => jest.restoreAllMocks());

const status = (has: boolean) => () => json(200, { success: true, data: { has_two_factor: has, locked_until: null } });
const rg = depositLimits;

describe('Mật khẩu cấp 2 section', () => {
  it('not set: the setup form checks every rule, then sets it up and switches to change', async () => {
    server.on('GET', '/core/two-factor-status', status(false));
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: true }));
    const { user } = renderWithProviders(<TwoFactorSection />);
    const form = await screen.findByTestId('profile-two-factor-setup');
    await user.click(within(form).getByTestId('profile-two-factor-submit'));
    expect(await within(form).findByText('Vui lòng nhập mật khẩu cấp 2')).toBeInTheDocument();
    expect(within(form).getByText('Vui lòng xác nhận mật khẩu cấp 2')).toBeInTheDocument();
    expect(within(form).getByText('Vui lòng nhập mật khẩu đăng nhập')).toBeInTheDocument();
    await user.type(screen.getByTestId('profile-two-factor-login-password'), 'matkhau123');
    await user.type(screen.getByTestId('profile-two-factor-password'), '12345');
    await user.type(screen.getByTestId('profile-two-factor-confirm'), '54321');
    await user.tab();
    expect(await within(form).findByText('Mật khẩu cấp 2 phải có ít nhất 6 ký tự')).toBeInTheDocument();
    expect(within(form).getByText('Mật khẩu cấp 2 xác nhận không khớp')).toBeInTheDocument();
    await user.clear(screen.getByTestId('profile-two-factor-password'));
    await user.clear(screen.getByTestId('profile-two-factor-confirm'));
    await user.type(screen.getByTestId('profile-two-factor-password'), '135790');
    await user.type(screen.getByTestId('profile-two-factor-confirm'), '135790');
    await user.click(screen.getByTestId('profile-two-factor-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thiết lập mật khẩu cấp 2 thành công!'));
    expect(JSON.parse(server.calls('POST', '/core/setup-two-factor-password')[0].body)).toEqual({
      newPassword: '135790',
      loginPassword: 'matkhau123',
    });
    expect(await screen.findByTestId('profile-two-factor-change')).toBeInTheDocument();
  });

  it('set: the change form sends current and new, and shows the server error', async () => {
    server.on('GET', '/core/two-factor-status', status(true));
    server.on('POST', '/core/change-two-factor-password', () =>
      json(400, { success: false, message: 'Mật khẩu cấp 2 hiện tại không đúng' }),
    );
    const { user } = renderWithProviders(<TwoFactorSection />);
    await screen.findByTestId('profile-two-factor-change');
    await user.type(screen.getByTestId('profile-two-factor-current'), '111111');
    await user.type(screen.getByTestId('profile-two-factor-new'), '222222');
    await user.type(screen.getByTestId('profile-two-factor-new-confirm'), '222223');
    await user.click(screen.getByTestId('profile-two-factor-change-submit'));
    expect(await screen.findByText('Mật khẩu cấp 2 xác nhận không khớp')).toBeInTheDocument();
    await user.clear(screen.getByTestId('profile-two-factor-new-confirm'));
    await user.type(screen.getByTestId('profile-two-factor-new-confirm'), '222222');
    await user.click(screen.getByTestId('profile-two-factor-change-submit'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mật khẩu cấp 2 hiện tại không đúng'));
    expect(await screen.findByText('Mật khẩu cấp 2 hiện tại không đúng')).toBeInTheDocument();
    expect(JSON.parse(server.calls('POST', '/core/change-two-factor-password')[0].body)).toEqual({
      currentPassword: '111111',
      newPassword: '222222',
    });
  });
});

describe('Mật khẩu cấp 2 forgotten', () => {
  it('the change form can take the login password instead of the current second-level one', async () => {
    server.on('GET', '/core/two-factor-status', status(true));
    server.on('POST', '/core/change-two-factor-password', () => json(200, { success: true, message: 'Đổi mật khẩu cấp 2 thành công!' }));
    const { user } = renderWithProviders(<TwoFactorSection />);
    await screen.findByTestId('profile-two-factor-change');
    await user.click(screen.getByTestId('profile-two-factor-forgotten'));
    expect(screen.queryByTestId('profile-two-factor-current')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('profile-two-factor-login-password'), 'matkhau123');
    await user.type(screen.getByTestId('profile-two-factor-new'), '529174');
    await user.type(screen.getByTestId('profile-two-factor-new-confirm'), '529174');
    await user.click(screen.getByTestId('profile-two-factor-change-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đổi mật khẩu cấp 2 thành công!'));
    expect(JSON.parse(server.calls('POST', '/core/change-two-factor-password')[0].body)).toEqual({
      loginPassword: 'matkhau123',
      newPassword: '529174',
    });
  });
});

describe('Hoạt động bảo mật section', () => {
  it('lists each change with what, when (Vietnam time), the address and the browser', async () => {
    server.on('GET', '/core/security-events', () =>
      json(200, {
        success: true,
        data: [
          {
            id: 2,
            kind: 'bank_account_added',
            detail: 'Vietcombank ****5678',
            ip: '203.0.113.9',
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
            createdAt: '2026-03-01T03:05:00.000Z',
          },
          { id: 1, kind: 'two_factor_set', detail: null, ip: null, userAgent: null, createdAt: '2026-03-01T02:00:00.000Z' },
        ],
      }),
    );
    renderWithProviders(<SecurityActivitySection />);
    const items = await screen.findAllByTestId('security-event');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Thêm tài khoản ngân hàng · Vietcombank ****5678');
    expect(items[0]).toHaveTextContent('10:05');
    expect(items[0]).toHaveTextContent('IP 203.0.113.9');
    expect(items[0]).toHaveTextContent('Safari trên iPhone');
    expect(items[1]).toHaveTextContent('Thiết lập mật khẩu cấp 2');
  });

  it('says so when there is nothing yet, and offers a retry when loading fails', async () => {
    server.on('GET', '/core/security-events', () => json(200, { success: false }));
    const { user } = renderWithProviders(<SecurityActivitySection />);
    expect(await screen.findByText('Không thể tải hoạt động bảo mật')).toBeInTheDocument();
    server.on('GET', '/core/security-events', () => json(200, { success: true, data: [] }));
    await user.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByText('Chưa có hoạt động nào')).toBeInTheDocument();
  });

  it('names common browsers briefly', () => {
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(
      'Chrome trên Android',
    );
    expect(describeDevice(null)).toBeNull();
  });
});

describe('Giới hạn chơi có trách nhiệm section', () => {
  it('shows the limit, today, a pending raise with its time, and saves a new limit', async () => {
    server.on('GET', '/core/responsible-gaming', () =>
      json(200, {
        success: true,
        data: rg({
          dailyDepositLimit: 1_000_000,
          pendingDailyDepositLimit: 5_000_000,
          pendingLimitAt: '2026-03-02T03:00:00.000Z',
          depositedToday: 200_000,
        }),
      }),
    );
    server.on('PUT', '/core/responsible-gaming', () => json(200, { success: true, data: rg({ dailyDepositLimit: 500_000 }) }));
    const { user } = renderWithProviders(<ResponsibleGamingSection />);
    expect(await screen.findByTestId('daily-limit-current')).toHaveTextContent('1.000.000 đ');
    expect(screen.getByTestId('daily-limit-pending')).toHaveTextContent('5.000.000 đ');
    expect(screen.getByTestId('daily-limit-pending')).toHaveTextContent('10:00');
    expect(screen.getByTestId('deposited-today')).toHaveTextContent('200.000 đ');
    expect(screen.getByTestId('deposits-pending-today')).toHaveTextContent('0 đ');
    expect(screen.queryByText(/cũng được tính vào hạn mức/)).not.toBeInTheDocument();

    await user.click(screen.getByTestId('daily-limit-save'));
    expect(await screen.findByText('Hạn mức nạp mỗi ngày phải là số tiền nguyên dương')).toBeInTheDocument();
    expect(server.calls('PUT', '/core/responsible-gaming')).toHaveLength(0);

    await user.type(screen.getByTestId('daily-limit-input'), '500000');
    await user.click(screen.getByTestId('daily-limit-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã lưu giới hạn của bạn'));
    expect(JSON.parse(server.calls('PUT', '/core/responsible-gaming')[0].body)).toEqual({ dailyDepositLimit: 500000 });
    expect(screen.getByTestId('daily-limit-current')).toHaveTextContent('500.000 đ');
  });

  it('shows what arrived today and what still waits for payment, each under its own label', async () => {
    server.on('GET', '/core/responsible-gaming', () =>
      json(200, { success: true, data: rg({ dailyDepositLimit: 500_000, depositedToday: 140_000, pendingDepositsToday: 50_000 }) }),
    );
    renderWithProviders(<ResponsibleGamingSection />);
    const arrived = await screen.findByTestId('deposited-today');
    expect(arrived).toHaveTextContent('140.000 đ');
    expect(arrived.previousElementSibling).toHaveTextContent('Đã nạp hôm nay');
    const pending = screen.getByTestId('deposits-pending-today');
    expect(pending).toHaveTextContent('50.000 đ');
    expect(pending.previousElementSibling).toHaveTextContent('Đang chờ thanh toán');
    expect(screen.getByText('Lệnh nạp đang chờ thanh toán cũng được tính vào hạn mức hôm nay.')).toBeInTheDocument();
  });

  it('self-exclusion needs a strong confirmation, then shows its end', async () => {
    server.on('GET', '/core/responsible-gaming', () => json(200, { success: true, data: rg() }));
    server.on('PUT', '/core/responsible-gaming', () =>
      json(200, { success: true, data: rg({ selfExcludedUntil: '2099-01-08T03:00:00.000Z' }) }),
    );
    const { user } = renderWithProviders(<ResponsibleGamingSection />);
    await screen.findByTestId('daily-limit-current');
    for (const n of [1, 7, 30, 90, 180]) expect(screen.getByTestId(`self-exclusion-${n}`)).toHaveTextContent(`${n} ngày`);
    expect(screen.getByTestId('self-exclusion-submit')).toBeDisabled();
    await user.click(screen.getByTestId('self-exclusion-7'));
    await user.click(screen.getByTestId('self-exclusion-submit'));
    const dialog = await screen.findByTestId('self-exclusion-confirm');
    expect(dialog).toHaveTextContent('Trong 7 ngày tới bạn sẽ không thể nạp tiền hoặc đặt cược');
    expect(screen.getByTestId('self-exclusion-confirm-submit')).toBeDisabled();
    await user.click(screen.getByTestId('self-exclusion-understood'));
    // Seven days or more ask for the login password, in the dialog.
    await user.click(screen.getByTestId('self-exclusion-confirm-submit'));
    expect(
      await within(dialog).findByText('Tự loại trừ từ 7 ngày trở lên cần xác nhận: vui lòng nhập mật khẩu đăng nhập'),
    ).toBeInTheDocument();
    expect(server.calls('PUT', '/core/responsible-gaming')).toHaveLength(0);
    await user.type(screen.getByTestId('self-exclusion-password'), 'matkhau123');
    await user.click(screen.getByTestId('self-exclusion-confirm-submit'));
    await waitFor(() => expect(server.calls('PUT', '/core/responsible-gaming')).toHaveLength(1));
    expect(JSON.parse(server.calls('PUT', '/core/responsible-gaming')[0].body)).toEqual({
      selfExclusionDays: 7,
      loginPassword: 'matkhau123',
    });
    expect(await screen.findByTestId('self-exclusion-until')).toHaveTextContent('08/01/2099');
    expect(screen.queryByTestId('self-exclusion-confirm')).not.toBeInTheDocument();
  });

  it('a day asks for no password; a wrong password is said under its field and the dialog stays', async () => {
    server.on('GET', '/core/responsible-gaming', () => json(200, { success: true, data: rg() }));
    server.on('PUT', '/core/responsible-gaming', (request) =>
      JSON.parse(request.body).selfExclusionDays === 30
        ? json(400, { success: false, error: 'LOGIN_PASSWORD_WRONG', message: 'Mật khẩu đăng nhập không đúng', field: 'loginPassword' })
        : json(200, { success: true, data: rg({ selfExcludedUntil: '2099-01-02T03:00:00.000Z' }) }),
    );
    const { user } = renderWithProviders(<ResponsibleGamingSection />);
    await screen.findByTestId('daily-limit-current');
    await user.click(screen.getByTestId('self-exclusion-30'));
    await user.click(screen.getByTestId('self-exclusion-submit'));
    const dialog = await screen.findByTestId('self-exclusion-confirm');
    await user.click(screen.getByTestId('self-exclusion-understood'));
    await user.type(screen.getByTestId('self-exclusion-password'), 'sai12345');
    await user.click(screen.getByTestId('self-exclusion-confirm-submit'));
    expect(await within(dialog).findByText('Mật khẩu đăng nhập không đúng')).toBeInTheDocument();
    expect(screen.getByTestId('self-exclusion-confirm')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));

    await user.click(screen.getByTestId('self-exclusion-1'));
    await user.click(screen.getByTestId('self-exclusion-submit'));
    await screen.findByTestId('self-exclusion-confirm');
    expect(screen.queryByTestId('self-exclusion-password')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('self-exclusion-understood'));
    await user.click(screen.getByTestId('self-exclusion-confirm-submit'));
    await waitFor(() => expect(server.calls('PUT', '/core/responsible-gaming')).toHaveLength(2));
    expect(JSON.parse(server.calls('PUT', '/core/responsible-gaming')[1].body)).toEqual({ selfExclusionDays: 1 });
  });

  it('cancelling the confirmation sends nothing', async () => {
    server.on('GET', '/core/responsible-gaming', () => json(200, { success: true, data: rg() }));
    const { user } = renderWithProviders(<ResponsibleGamingSection />);
    await screen.findByTestId('daily-limit-current');
    await user.click(screen.getByTestId('self-exclusion-30'));
    await user.click(screen.getByTestId('self-exclusion-submit'));
    await user.click(within(await screen.findByTestId('self-exclusion-confirm')).getByRole('button', { name: 'Hủy' }));
    expect(server.calls('PUT', '/core/responsible-gaming')).toHaveLength(0);
  });
});

it('the profile screen shows both sections', async () => {
  server.on('GET', '/core/two-factor-status', status(false));
  server.on('GET', '/core/responsible-gaming', () => json(200, { success: true, data: rg() }));
  renderWithProviders(<ProfileScreen />);
  expect(await screen.findByRole('heading', { name: 'Mật khẩu cấp 2' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Giới hạn chơi có trách nhiệm' })).toBeInTheDocument();
  await screen.findByTestId('profile-two-factor-setup');
  await screen.findByTestId('daily-limit-current');
});
