import { Route, Routes } from 'react-router';
import { RECOVERY_MESSAGES } from '@app/shared';
import { readTwoFactorSession, storeTwoFactorSession, TWO_FACTOR_MESSAGES } from '@app/shared/signed-in';
import { renderWithProviders, screen } from '@app/shared/test-utils';
import { json, setup, type Server } from '../../withdrawal/__tests__/support';
import { rememberSecondPasswordLock, secondPasswordLockedUntil } from '../../two-factor/second-password-lock';
import SecondPasswordRecoveryScreen from '../second-password-recovery-screen';

jest.mock('../../../../../shared/src/realtime/connection');

const START = '/core/second-password-recovery/start';
const RESET = '/core/second-password-recovery/reset';
const sent = () => json(200, { success: true, data: { phoneHint: '091*****78' }, message: RECOVERY_MESSAGES.secondCodeSent('091*****78') });
const bodies = (path: string) => server.calls('POST', path).map((call) => JSON.parse(call.body));

let server: Server;
beforeEach(() => {
  ({ server } = setup());
  rememberSecondPasswordLock(null);
});
afterEach(() => jest.restoreAllMocks());

function renderScreen() {
  return renderWithProviders(
    <Routes>
      <Route path="/ngan-hang" element={<h1>Ngân hàng</h1>} />
      <Route path="/quen-mat-khau-cap-2" element={<SecondPasswordRecoveryScreen />} />
    </Routes>,
    { route: '/quen-mat-khau-cap-2' },
  );
}

async function askForCode(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
  await screen.findByLabelText('Mã xác minh');
}

it('sends a code to the phone of the account, saying where it went', async () => {
  server.on('POST', START, sent);
  const { user } = renderScreen();
  expect(screen.getByRole('heading', { name: 'Quên mật khẩu cấp 2' })).toBeInTheDocument();
  await askForCode(user);
  expect(server.calls('POST', START)).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Đã gửi mã xác minh tới số điện thoại 091*****78');
  expect(await screen.findByRole('button', { name: /Gửi lại mã sau \d+ giây/ })).toBeDisabled();
});

it("shows the server's refusal of the start (no second-level password yet) and stays on the first step", async () => {
  server.on('POST', START, () => json(400, { success: false, error: 'TWO_FACTOR_NOT_SET', message: TWO_FACTOR_MESSAGES.notSet }));
  const { user } = renderScreen();
  await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.notSet);
  expect(screen.queryByLabelText('Mã xác minh')).not.toBeInTheDocument();
});

it('checks the code and the new password before sending anything', async () => {
  server.on('POST', START, sent);
  const { user } = renderScreen();
  await askForCode(user);
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu cấp 2' }));
  expect(await screen.findByText(RECOVERY_MESSAGES.codeRequired)).toBeInTheDocument();
  expect(screen.getByText(TWO_FACTOR_MESSAGES.required)).toBeInTheDocument();
  expect(screen.getByText(TWO_FACTOR_MESSAGES.confirmRequired)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Mã xác minh'), '12a');
  await user.type(screen.getByLabelText('Mật khẩu cấp 2 mới'), '12345');
  await user.type(screen.getByLabelText('Nhập lại mật khẩu cấp 2 mới'), '54321');
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu cấp 2' }));
  expect(await screen.findByText(RECOVERY_MESSAGES.codeFormat)).toBeInTheDocument();
  expect(screen.getByText(TWO_FACTOR_MESSAGES.tooShort)).toBeInTheDocument();
  expect(screen.getByText(TWO_FACTOR_MESSAGES.mismatch)).toBeInTheDocument();
  expect(server.calls('POST', RESET)).toEqual([]);
});

it('shows a wrong code next to the code, and the password rule the server refused next to the password', async () => {
  server.on('POST', START, sent);
  const answers = [
    json(400, { success: false, error: 'RECOVERY_CODE_INVALID', field: 'code', message: RECOVERY_MESSAGES.codeInvalid }),
    json(400, { success: false, error: 'BAD_REQUEST', field: 'newPassword', message: TWO_FACTOR_MESSAGES.sameAsLogin }),
  ];
  server.on('POST', RESET, () => answers.shift()!);
  const { user } = renderScreen();
  await askForCode(user);
  await user.type(screen.getByLabelText('Mã xác minh'), '123456');
  await user.type(screen.getByLabelText('Mật khẩu cấp 2 mới'), 'Moi-cap2-88');
  await user.type(screen.getByLabelText('Nhập lại mật khẩu cấp 2 mới'), 'Moi-cap2-88');
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu cấp 2' }));
  expect(await screen.findByText(RECOVERY_MESSAGES.codeInvalid)).toBeInTheDocument();
  expect(screen.getByLabelText('Mã xác minh')).toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu cấp 2' }));
  expect(await screen.findByText(TWO_FACTOR_MESSAGES.sameAsLogin)).toBeInTheDocument();
  expect(screen.getByLabelText('Mật khẩu cấp 2 mới')).toHaveAttribute('aria-invalid', 'true');
  expect(bodies(RESET)[0]).toEqual({ code: '123456', newPassword: 'Moi-cap2-88' });
});

it('on success says so, forgets the lock and the step-up token this page held, and leads back to the bank screen', async () => {
  server.on('POST', START, sent);
  server.on('POST', RESET, () => json(200, { success: true, message: RECOVERY_MESSAGES.secondPasswordReset }));
  rememberSecondPasswordLock('2099-11-27T07:05:00.000Z');
  storeTwoFactorSession('old-token');
  const { user } = renderScreen();
  await askForCode(user);
  await user.type(screen.getByLabelText('Mã xác minh'), '654321');
  await user.type(screen.getByLabelText('Mật khẩu cấp 2 mới'), 'Moi-cap2-88');
  await user.type(screen.getByLabelText('Nhập lại mật khẩu cấp 2 mới'), 'Moi-cap2-88');
  await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu cấp 2' }));
  expect(await screen.findByRole('heading', { name: 'Đã đặt lại mật khẩu cấp 2' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(RECOVERY_MESSAGES.secondPasswordReset);
  expect(screen.getByRole('status')).toHaveTextContent('các thiết bị khác đã được đăng xuất');
  expect(secondPasswordLockedUntil()).toBeNull();
  expect(readTwoFactorSession()).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Về trang Ngân hàng' }));
  expect(await screen.findByRole('heading', { name: 'Ngân hàng' })).toBeInTheDocument();
});
