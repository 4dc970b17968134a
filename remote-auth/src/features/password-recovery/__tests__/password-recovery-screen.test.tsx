import { Route, Routes } from 'react-router';
import { AUTH_MESSAGES, HTTP_MESSAGES, RECOVERY_MESSAGES } from '@app/shared';
import { act, renderWithProviders, screen } from '@app/shared/test-utils';
import { json } from '@app/shared/test-utils';
import LoginScreen from '../../login/login-screen';
import PasswordRecoveryScreen from '../password-recovery-screen';
import { type FakeServer, startFakeServer, renderPages } from '../../../test-utils/test-kit';

jest.mock('../../bot-check/load-widget', () => jest.requireActual('../../bot-check/__tests__/fake-widget'));
jest.mock('../../../../../shared/src/realtime/connection');

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => jest.useRealTimers());

const START = '/auth/password-recovery/start';
const RESET = '/auth/password-recovery/reset';
const sent = () => json(200, { success: true, message: RECOVERY_MESSAGES.codeSent });
const bodies = (path: string) => server.calls('POST', path).map((call) => JSON.parse(call.body));

function renderRecovery(options: { fakeTimers?: boolean } = {}) {
  return renderPages(
    '/quen-mat-khau',
    {
      '/dang-nhap': <LoginScreen />,
      '/quen-mat-khau': <PasswordRecoveryScreen />,
    },
    options,
  );
}

async function askForCode(user: ReturnType<typeof renderRecovery>['user']) {
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
  await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
  await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
  await screen.findByLabelText('Mã xác minh');
}

it('is reached from the login form by a “Quên mật khẩu?” link', async () => {
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/dang-nhap" element={<LoginScreen />} />
      <Route path="/quen-mat-khau" element={<PasswordRecoveryScreen />} />
    </Routes>,
    { route: '/dang-nhap' },
  );
  await user.click(screen.getByRole('link', { name: 'Quên mật khẩu?' }));
  expect(await screen.findByRole('heading', { name: 'Quên mật khẩu' })).toBeInTheDocument();
});

it('checks the username and phone before sending anything', async () => {
  const { user } = renderRecovery();
  await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
  expect(await screen.findByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
  expect(screen.getByText(AUTH_MESSAGES.phoneRequired)).toBeInTheDocument();
  expect(server.calls('POST', START)).toEqual([]);
});

it('sends the code, then sets the new password with it and offers the login', async () => {
  server.on('POST', START, sent);
  server.on('POST', RESET, () => json(200, { success: true, message: RECOVERY_MESSAGES.passwordReset }));
  const { user } = renderRecovery();
  await askForCode(user);
  expect(bodies(START)).toEqual([{ username: 'nguoichoi', phone: '0912345678' }]);
  expect(screen.getByText(RECOVERY_MESSAGES.codeSent)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Mã xác minh'), '123456');
  await user.type(screen.getByLabelText('Mật khẩu mới'), 'moiMatKhau42');
  await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'moiMatKhau4');
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
  expect(await screen.findByText(AUTH_MESSAGES.passwordMismatch)).toBeInTheDocument();
  expect(server.calls('POST', RESET)).toEqual([]);

  await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), '2');
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
  expect(await screen.findByText(RECOVERY_MESSAGES.passwordReset)).toBeInTheDocument();
  expect(bodies(RESET)).toEqual([{ username: 'nguoichoi', phone: '0912345678', code: '123456', newPassword: 'moiMatKhau42' }]);
  await user.click(screen.getByRole('link', { name: 'Đăng nhập' }));
  expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
});

it('shows a wrong or expired code under the code field', async () => {
  server.on('POST', START, sent);
  server.on('POST', RESET, () =>
    json(400, { success: false, error: 'RECOVERY_CODE_INVALID', message: RECOVERY_MESSAGES.codeInvalid, field: 'code' }),
  );
  const { user } = renderRecovery();
  await askForCode(user);
  await user.type(screen.getByLabelText('Mã xác minh'), '000000');
  await user.type(screen.getByLabelText('Mật khẩu mới'), 'moiMatKhau42');
  await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'moiMatKhau42');
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
  expect(await screen.findByText(RECOVERY_MESSAGES.codeInvalid)).toBeInTheDocument();
  expect(screen.getByLabelText('Mã xác minh')).toHaveAttribute('aria-invalid', 'true');
});

it('disables the button while the code is being sent', async () => {
  let answer: (response: Response) => void = () => undefined;
  server.on('POST', START, () => new Promise<Response>((resolve) => (answer = resolve)));
  const { user } = renderRecovery();
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
  await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
  await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
  expect(await screen.findByRole('button', { name: /Đang gửi mã/ })).toBeDisabled();
  await act(async () => answer(await sent()));
  expect(await screen.findByLabelText('Mã xác minh')).toBeInTheDocument();
});

it('offers another code once the countdown is over, and says when it is refused', async () => {
  jest.useFakeTimers();
  server.on('POST', START, sent);
  const { user } = renderRecovery({ fakeTimers: true });
  await askForCode(user);
  expect(screen.getByRole('button', { name: 'Gửi lại mã sau 60 giây' })).toBeDisabled();
  // One second at a time: each tick renders and sets the next one.
  for (let i = 0; i < 60; i += 1) await act(() => jest.advanceTimersByTimeAsync(1_000));
  const resend = screen.getByRole('button', { name: 'Gửi lại mã' });
  expect(resend).toBeEnabled();
  server.on('POST', START, () => json(429, { success: false, error: 'TOO_MANY_REQUESTS', message: HTTP_MESSAGES.tooManyRequests }));
  await user.click(resend);
  expect(await screen.findByText(HTTP_MESSAGES.tooManyRequests)).toBeInTheDocument();
  expect(server.calls('POST', START)).toHaveLength(2);
});

it('“Tôi đã có mã xác minh” (a code support sent) goes to the code step without sending another', async () => {
  server.on('POST', RESET, () => json(200, { success: true, message: RECOVERY_MESSAGES.passwordReset }));
  const { user } = renderRecovery();
  await user.click(screen.getByRole('button', { name: 'Tôi đã có mã xác minh' }));
  expect(await screen.findByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
  expect(screen.queryByLabelText('Mã xác minh')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
  await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
  await user.click(screen.getByRole('button', { name: 'Tôi đã có mã xác minh' }));
  expect(await screen.findByLabelText('Mã xác minh')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Nhập mã xác minh 6 số bạn đã nhận qua SMS');
  expect(server.calls('POST', START)).toEqual([]);
  expect(screen.getByRole('button', { name: 'Gửi lại mã' })).toBeEnabled();

  await user.type(screen.getByLabelText('Mã xác minh'), '123456');
  await user.type(screen.getByLabelText('Mật khẩu mới'), 'moiMatKhau42');
  await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'moiMatKhau42');
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
  expect(await screen.findByText(RECOVERY_MESSAGES.passwordReset)).toBeInTheDocument();
  expect(bodies(RESET)).toEqual([{ username: 'nguoichoi', phone: '0912345678', code: '123456', newPassword: 'moiMatKhau42' }]);
});

it('a press of “Tôi đã có mã xác minh” stopped by the rules leaves the next “Gửi mã xác minh” sending', async () => {
  server.on('POST', START, sent);
  const { user } = renderRecovery();
  await user.click(screen.getByRole('button', { name: 'Tôi đã có mã xác minh' }));
  await askForCode(user);
  expect(server.calls('POST', START)).toHaveLength(1);
});
