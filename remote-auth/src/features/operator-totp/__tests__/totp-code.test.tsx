import { json, renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import LoginScreen from '../../login/login-screen';
import { TotpEnrolmentView } from '../totp-enrolment';
import { type FakeServer, startSignedOut, operator, ENROLMENT, renderPages } from '../../../test-utils/test-kit';

jest.mock('../../bot-check/load-widget', () => jest.requireActual('../../bot-check/__tests__/fake-widget'));
// The sign-in opens no socket here (a name for this module is not exported to the apps).
jest.mock('../../../../../shared/src/realtime/connection');

let server: FakeServer;
beforeEach(() => {
  server = startSignedOut({ user: operator, csrfToken: 'csrf-van-hanh' });
});

const askCode = () =>
  json(401, { success: false, error: 'TOTP_REQUIRED', field: 'totpCode', message: 'Nhập mã xác thực 6 số từ ứng dụng Authenticator' });
const logins = () => server.calls('POST', '/auth/login').map((call) => JSON.parse(call.body));

async function loginUntilCodeAsked() {
  const rendered = renderPages('/dang-nhap', {
    '/dang-nhap': <LoginScreen />,
    '/quan-tri': <p>Bảng điều khiển</p>,
  });
  await rendered.user.type(screen.getByLabelText('Tên đăng nhập'), 'quantri');
  await rendered.user.type(screen.getByLabelText('Mật khẩu'), 'quantri123');
  await rendered.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  return { user: rendered.user, field: await screen.findByLabelText('Mã xác thực') };
}

test('at login, the code field offers a recovery code in place of the six digits, and sends it', async () => {
  const answers = [askCode, () => json(200, { success: true, data: { csrfToken: 'csrf-van-hanh', user: operator } })];
  server.on('POST', '/auth/login', () => answers.shift()!());
  const { user, field } = await loginUntilCodeAsked();
  expect(field).toHaveAccessibleDescription(/Mất điện thoại\? Nhập một mã khôi phục đã lưu thay cho mã 6 số\./);
  await user.type(field, 'abcd0-efgh0');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Bảng điều khiển')).toBeInTheDocument();
  expect(logins()[1]).toEqual({ username: 'quantri', password: 'quantri123', totpCode: 'abcd0-efgh0' });
});

test('at login, a code too short or with symbols is refused under the field before sending', async () => {
  server.on('POST', '/auth/login', askCode);
  const { user, field } = await loginUntilCodeAsked();
  await user.type(field, '12#4');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(/Nhập mã 6 số từ ứng dụng Authenticator, hoặc một mã khôi phục\./));
  expect(logins()).toHaveLength(1);
});

function renderEnrolment() {
  const onSignedIn = jest.fn(async () => undefined);
  const onRestart = jest.fn();
  const rendered = renderWithProviders(<TotpEnrolmentView enrolment={ENROLMENT} onSignedIn={onSignedIn} onRestart={onRestart} />);
  return { ...rendered, onSignedIn, onRestart };
}
const enrolments = () => server.calls('POST', '/auth/totp/enroll').map((call) => JSON.parse(call.body));

test('enrolment shows the secret in groups of four, named in full for a screen reader, and no recovery hint', () => {
  renderEnrolment();
  expect(screen.getByLabelText('Khóa bí mật: JBSWY3DPEHPK3PXP')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  expect(screen.getByLabelText('Mã xác thực')).not.toHaveAccessibleDescription(/mã khôi phục/);
});

test('enrolment refuses an empty code under the field and sends nothing', async () => {
  const { user } = renderEnrolment();
  await user.click(screen.getByRole('button', { name: 'Xác nhận và đăng nhập' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Mã xác thực')).toHaveAccessibleDescription(
      'Nhập mã 6 số từ ứng dụng Authenticator, hoặc một mã khôi phục.',
    ),
  );
  expect(enrolments()).toHaveLength(0);
});

test('enrolment sends the ticket with the code, and hands the session over only when the codes are kept', async () => {
  server.on('POST', '/auth/totp/enroll', () =>
    json(200, { success: true, data: { csrfToken: 'csrf-van-hanh', user: operator, recoveryCodes: ['aaaa1-bbbb1', 'aaaa2-bbbb2'] } }),
  );
  const { user, onSignedIn } = renderEnrolment();
  await user.type(screen.getByLabelText('Mã xác thực'), '654321');
  await user.click(screen.getByRole('button', { name: 'Xác nhận và đăng nhập' }));
  expect(await screen.findByRole('heading', { name: 'Mã khôi phục' })).toBeInTheDocument();
  expect(enrolments()).toEqual([{ ticket: 've-dang-ky', code: '654321' }]);
  expect(onSignedIn).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Tôi đã lưu các mã này' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ recoveryCodes: ['aaaa1-bbbb1', 'aaaa2-bbbb2'] })));
});

test('a refusal of the enrolment that names no field is said above the button, and the form stays', async () => {
  server.on('POST', '/auth/totp/enroll', () =>
    json(400, { success: false, message: 'Phiên thiết lập không hợp lệ, vui lòng đợi một phút.' }),
  );
  const { user, onRestart } = renderEnrolment();
  await user.type(screen.getByLabelText('Mã xác thực'), '654321');
  await user.click(screen.getByRole('button', { name: 'Xác nhận và đăng nhập' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Phiên thiết lập không hợp lệ, vui lòng đợi một phút.');
  expect(screen.getByRole('button', { name: 'Xác nhận và đăng nhập' })).toBeEnabled();
  expect(onRestart).not.toHaveBeenCalled();
});
