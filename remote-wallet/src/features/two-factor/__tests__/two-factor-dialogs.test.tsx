import { readTwoFactorSession, TWO_FACTOR_MESSAGES } from '@app/shared/signed-in';
import { useLocation } from '@app/shared/router';
import { renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import { gate, json, setup, type Server } from '../../withdrawal/__tests__/support';
import { hasSecondPassword } from '../has-second-password';
import { rememberSecondPasswordLock } from '../second-password-lock';
import { TwoFactorSetupDialog } from '../two-factor-setup-dialog';
import { TwoFactorVerifyDialog } from '../two-factor-verify-dialog';

let server: Server;
let toast: ReturnType<typeof setup>['toast'];
beforeEach(() => {
  ({ server, toast } = setup());
  rememberSecondPasswordLock(null);
});
afterEach(() => jest.restoreAllMocks());

describe('verify dialog', () => {
  const renderVerify = (props: Partial<Parameters<typeof TwoFactorVerifyDialog>[0]> = {}) => {
    const onVerified = jest.fn();
    const onClose = jest.fn();
    const view = renderWithProviders(<TwoFactorVerifyDialog open onClose={onClose} onVerified={onVerified} {...props} />);
    return { ...view, onVerified, onClose };
  };

  it('shows the dialog texts (default and withdrawal variants) and a show/hide toggle', async () => {
    const { rerender, user } = renderVerify();
    expect(screen.getByText('Xác minh mật khẩu cấp 2')).toBeInTheDocument();
    expect(screen.getByText('Nhập mật khẩu cấp 2 để tiếp tục thực hiện giao dịch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-verify-submit')).toHaveTextContent('Xác minh');
    const input = screen.getByTestId('two-factor-verify-password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(input).toHaveAttribute('type', 'text');
    rerender(<TwoFactorVerifyDialog open variant="withdraw" onClose={() => undefined} onVerified={() => undefined} />);
    expect(screen.getByText('Nhập mật khẩu cấp 2 để xác nhận giao dịch rút tiền')).toBeInTheDocument();
  });

  it("an empty or whitespace-only password toasts 'Vui lòng nhập mật khẩu cấp 2' and sends nothing", async () => {
    const { user } = renderVerify();
    await user.click(screen.getByTestId('two-factor-verify-submit'));
    await user.type(screen.getByTestId('two-factor-verify-password'), '   ');
    await user.click(screen.getByTestId('two-factor-verify-submit'));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith('Vui lòng nhập mật khẩu cấp 2');
    expect(server.seen).toHaveLength(0);
  });

  it("shows 'Đang xác minh...' while working, then on failure stays open with the server message", async () => {
    const hold = gate<Response>();
    server.on('POST', '/core/users/2fa/validate', () => hold.promise);
    const { user, onVerified, onClose } = renderVerify();
    await user.type(screen.getByTestId('two-factor-verify-password'), '123456');
    await user.click(screen.getByTestId('two-factor-verify-submit'));
    expect(await screen.findByText('Đang xác minh...')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-verify-submit')).toBeDisabled();
    expect(screen.getByTestId('two-factor-verify-password')).toBeDisabled();
    hold.open(json(400, { success: false, message: 'Mật khẩu cấp 2 không đúng' }));
    expect(await screen.findByText('Mật khẩu cấp 2 không đúng')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-verify-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-verify-submit')).toHaveTextContent('Xác minh');
    expect(onVerified).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(JSON.parse(server.seen[0].body)).toMatchObject({
      secondaryPassword: '123456',
      userType: 'user',
      action: 'user_withdraw',
      userId: 7,
    });
  });

  it('shows the server’s count of the tries left, and lets the player try again', async () => {
    server.on('POST', '/core/users/2fa/validate', () =>
      json(400, { success: false, error: 'TWO_FACTOR_WRONG', message: 'Mật khẩu cấp 2 không đúng. Bạn còn 2 lần thử', triesLeft: 2 }),
    );
    const { user } = renderVerify();
    await user.type(screen.getByTestId('two-factor-verify-password'), '123456');
    await user.click(screen.getByTestId('two-factor-verify-submit'));
    expect(await screen.findByText('Mật khẩu cấp 2 không đúng. Bạn còn 2 lần thử')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-verify-submit')).toBeEnabled();
    expect(screen.getByTestId('two-factor-verify-password')).toBeEnabled();
  });

  it('a lock (423) shows the server’s message with its end and holds the form until then', async () => {
    const until = new Date(Date.now() + 600).toISOString();
    const message = TWO_FACTOR_MESSAGES.locked(until);
    server.on('POST', '/core/users/2fa/validate', () =>
      json(423, { success: false, error: 'TWO_FACTOR_LOCKED', message, triesLeft: 0, lockedUntil: until }),
    );
    const { user } = renderVerify();
    await user.type(screen.getByTestId('two-factor-verify-password'), '123456');
    await user.click(screen.getByTestId('two-factor-verify-submit'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(message).toMatch(/đủ 5 lần\. Vui lòng thử lại sau \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    expect(screen.getByTestId('two-factor-verify-submit')).toBeDisabled();
    expect(screen.getByTestId('two-factor-verify-password')).toBeDisabled();
    expect(screen.getByTestId('two-factor-verify-password')).toHaveValue('');
    // Enter cannot get past the held button either.
    screen.getByTestId('two-factor-verify-dialog').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(server.calls('POST', '/core/users/2fa/validate')).toHaveLength(1);

    // At its end the form opens again, without the old refusal.
    await waitFor(() => expect(screen.getByTestId('two-factor-verify-submit')).toBeEnabled(), { timeout: 3000 });
    expect(screen.getByTestId('two-factor-verify-password')).toBeEnabled();
    expect(screen.queryByTestId('two-factor-verify-error')).not.toBeInTheDocument();
  });

  it('opened again while locked, or after a status that says so, it starts held with the lock’s end', async () => {
    const until = '2099-11-27T07:05:00.000Z';
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: until } }));
    await expect(hasSecondPassword()).resolves.toBe(true);
    renderVerify();
    expect(screen.getByTestId('two-factor-verify-error')).toHaveTextContent(
      'Bạn đã nhập sai mật khẩu cấp 2 đủ 5 lần. Vui lòng thử lại sau 14:05 27/11/2099',
    );
    expect(screen.getByTestId('two-factor-verify-submit')).toBeDisabled();
    expect(server.calls('POST', '/core/users/2fa/validate')).toHaveLength(0);
  });

  it('a status without a lock (or an ended one) leaves the form open', async () => {
    rememberSecondPasswordLock('2000-01-01T00:00:00.000Z');
    renderVerify();
    expect(screen.getByTestId('two-factor-verify-submit')).toBeEnabled();
    expect(screen.queryByTestId('two-factor-verify-error')).not.toBeInTheDocument();
  });

  it('links "Quên mật khẩu cấp 2?" to the recovery screen, locked or not, closing the dialog', async () => {
    rememberSecondPasswordLock('2099-11-27T07:05:00.000Z');
    const onClose = jest.fn();
    const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
    const { user } = renderWithProviders(
      <>
        <Where />
        <TwoFactorVerifyDialog open onClose={onClose} onVerified={() => undefined} />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Quên mật khẩu cấp 2?' });
    expect(link).toHaveAttribute('href', '/quen-mat-khau-cap-2');
    expect(link).toHaveAttribute('data-testid', 'two-factor-forgot');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/quen-mat-khau-cap-2');
  });

  it('success stores the server token under 2fa_session_id and reports it', async () => {
    server.on('POST', '/core/users/2fa/validate', () => json(200, { success: true, data: { sessionId: 'srv-9', expiresAt: 'x' } }));
    const { user, onVerified } = renderVerify();
    await user.type(screen.getByTestId('two-factor-verify-password'), '123456');
    await user.click(screen.getByTestId('two-factor-verify-submit'));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('srv-9'));
    expect(readTwoFactorSession()).toBe('srv-9');
    expect(screen.getByTestId('two-factor-verify-password')).toHaveValue('');
  });

  it('cancelling resets the form and the error', async () => {
    server.on('POST', '/core/users/2fa/validate', () => json(400, { success: false, message: 'Mật khẩu cấp 2 không đúng' }));
    const { user, onClose, rerender } = renderVerify();
    await user.type(screen.getByTestId('two-factor-verify-password'), '123456');
    await user.click(screen.getByTestId('two-factor-verify-submit'));
    await screen.findByText('Mật khẩu cấp 2 không đúng');
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<TwoFactorVerifyDialog open={false} onClose={onClose} onVerified={() => undefined} />);
    rerender(<TwoFactorVerifyDialog open onClose={onClose} onVerified={() => undefined} />);
    expect(screen.getByTestId('two-factor-verify-password')).toHaveValue('');
    expect(screen.queryByText('Mật khẩu cấp 2 không đúng')).not.toBeInTheDocument();
  });
});

describe('setup dialog', () => {
  const renderSetup = () => {
    const onDone = jest.fn();
    const view = renderWithProviders(<TwoFactorSetupDialog open onClose={() => undefined} onDone={onDone} />);
    return { ...view, onDone };
  };

  it('checks required, minimum 6, confirmation required and matching', async () => {
    const { user } = renderSetup();
    await user.click(screen.getByTestId('two-factor-setup-submit'));
    expect(await screen.findByText('Vui lòng nhập mật khẩu cấp 2')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng xác nhận mật khẩu cấp 2')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập mật khẩu đăng nhập')).toBeInTheDocument();
    await user.type(screen.getByTestId('two-factor-password'), '123');
    await user.type(screen.getByTestId('two-factor-confirm'), '124');
    await user.click(screen.getByTestId('two-factor-setup-submit'));
    expect(await screen.findByText('Mật khẩu cấp 2 phải có ít nhất 6 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu cấp 2 xác nhận không khớp')).toBeInTheDocument();
    expect(server.seen).toHaveLength(0);
    // Show/hide on every field (the login password, the new one and its confirmation).
    expect(screen.getAllByRole('button', { name: 'Hiện mật khẩu' })).toHaveLength(3);
  });

  it("a failure without a message says 'Có lỗi xảy ra khi thiết lập mật khẩu cấp 2'; with one, the server's", async () => {
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: false }));
    const { user, onDone } = renderSetup();
    await user.type(screen.getByTestId('two-factor-login-password'), 'matkhau123');
    await user.type(screen.getByTestId('two-factor-password'), '123456');
    await user.type(screen.getByTestId('two-factor-confirm'), '123456');
    await user.click(screen.getByTestId('two-factor-setup-submit'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Có lỗi xảy ra khi thiết lập mật khẩu cấp 2'));
    server.on('POST', '/core/setup-two-factor-password', () =>
      json(400, { success: false, message: 'Mật khẩu cấp 2 phải khác mật khẩu đăng nhập' }),
    );
    await user.click(screen.getByTestId('two-factor-setup-submit'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mật khẩu cấp 2 phải khác mật khẩu đăng nhập'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("success toasts 'Thiết lập mật khẩu cấp 2 thành công!' and hands over", async () => {
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: true }));
    const { user, onDone } = renderSetup();
    await user.type(screen.getByTestId('two-factor-login-password'), 'matkhau123');
    await user.type(screen.getByTestId('two-factor-password'), '123456');
    await user.type(screen.getByTestId('two-factor-confirm'), '123456');
    await user.click(screen.getByTestId('two-factor-setup-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Thiết lập mật khẩu cấp 2 thành công!');
    expect(JSON.parse(server.seen[0].body)).toEqual({ newPassword: '123456', loginPassword: 'matkhau123' });
  });
});
