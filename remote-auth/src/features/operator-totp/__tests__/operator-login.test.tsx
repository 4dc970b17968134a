import { AUTH_MESSAGES, CONSOLE_PATH, sessionStore, TOTP_ENROLMENT_REQUIRED, TOTP_INVALID, TOTP_REQUIRED } from '@app/shared';
import { screen } from '@app/shared/test-utils';
import { json } from '@app/shared/test-utils';
import LoginScreen from '../../login/login-screen';
import { type FakeServer, startSignedOut, operator, ENROLMENT, renderPages } from '../../../test-utils/test-kit';

jest.mock('../../bot-check/load-widget', () => jest.requireActual('../../bot-check/__tests__/fake-widget'));
jest.mock('../../../../../shared/src/realtime/connection');

let server: FakeServer;

beforeEach(() => {
  server = startSignedOut({ user: operator, csrfToken: 'csrf-van-hanh' });
});

// An operator is granted no token: the session is an httpOnly cookie, the page gets its CSRF token.
const signedIn = () => json(200, { success: true, data: { csrfToken: 'csrf-van-hanh', user: operator } });
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
const storedValues = () =>
  [localStorage, sessionStorage].flatMap((area) => Object.keys(area).map((key) => area.getItem(key) ?? '')).concat(document.cookie);

function expectCookieSession() {
  expect(sessionStore).toMatchObject({ token: null, csrfToken: 'csrf-van-hanh', isAuthenticated: true, user: { role: 'admin' } });
  expect(storedValues().filter((value) => JWT.test(value) || value.includes('csrf-van-hanh'))).toEqual([]);
}
const askCode = () => json(401, { success: false, error: TOTP_REQUIRED, field: 'totpCode', message: AUTH_MESSAGES.totpRequired });
const wrongCode = () => json(401, { success: false, error: TOTP_INVALID, field: 'totpCode', message: AUTH_MESSAGES.totpInvalid });
const askEnrolment = () =>
  json(403, { success: false, error: TOTP_ENROLMENT_REQUIRED, message: AUTH_MESSAGES.totpEnrolmentRequired, enrolment: ENROLMENT });

function renderLogin() {
  return renderPages('/dang-nhap', {
    '/dang-nhap': <LoginScreen />,
    [CONSOLE_PATH]: <p>Bảng điều khiển</p>,
  });
}

const sentBodies = () => server.calls('POST', '/auth/login').map((call) => JSON.parse(call.body));

async function typeCredentials(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'quantri');
  await user.type(screen.getByLabelText('Mật khẩu'), 'quantri123');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('operator login: the authenticator code', () => {
  it('shows no code field until the server asks, then sends the code typed with the same credentials', async () => {
    const answers = [askCode, wrongCode, signedIn];
    server.on('POST', '/auth/login', () => answers.shift()!());
    const { user } = renderLogin();
    expect(screen.queryByLabelText('Mã xác thực')).toBeNull();
    await typeCredentials(user);

    const field = await screen.findByLabelText('Mã xác thực');
    expect(screen.getByText(AUTH_MESSAGES.totpRequired)).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText(AUTH_MESSAGES.totpInvalid)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Bảng điều khiển')).toBeInTheDocument();
    expectCookieSession();
    expect(sentBodies()).toEqual([
      { username: 'quantri', password: 'quantri123' },
      { username: 'quantri', password: 'quantri123', totpCode: '000000' },
      { username: 'quantri', password: 'quantri123', totpCode: '123456' },
    ]);
  });

  it('asks for a code before sending when the field is left empty', async () => {
    server.on('POST', '/auth/login', askCode);
    const { user } = renderLogin();
    await typeCredentials(user);
    await screen.findByLabelText('Mã xác thực');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText(AUTH_MESSAGES.totpCodeFormat)).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(1);
  });
});

describe('operator login: enrolment', () => {
  it('shows the QR with its text, the secret, takes the first code, then the recovery codes, and signs in only on “Tôi đã lưu các mã này”', async () => {
    server.on('POST', '/auth/login', askEnrolment);
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const enrolAnswers = [
      () => json(401, { success: false, error: TOTP_INVALID, field: 'totpCode', message: AUTH_MESSAGES.totpInvalid }),
      () => json(200, { success: true, data: { csrfToken: 'csrf-van-hanh', user: operator, recoveryCodes } }),
    ];
    server.on('POST', '/auth/totp/enroll', () => enrolAnswers.shift()!());
    const { user } = renderLogin();
    await typeCredentials(user);

    expect(await screen.findByRole('heading', { name: 'Bật xác thực hai lớp' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'Mã QR để thêm tài khoản quản trị vào ứng dụng Authenticator' });
    expect(qr).toHaveAttribute('src', ENROLMENT.qrDataUrl);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mã xác thực'), '111111');
    await user.click(screen.getByRole('button', { name: 'Xác nhận và đăng nhập' }));
    expect(await screen.findByText(AUTH_MESSAGES.totpInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Mã xác thực'));
    await user.type(screen.getByLabelText('Mã xác thực'), '222222');
    await user.click(screen.getByRole('button', { name: 'Xác nhận và đăng nhập' }));

    const list = await screen.findByRole('list', { name: 'Mã khôi phục' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText('abcd0-efgh0')).toBeInTheDocument();
    // Not signed in yet: the codes stay on screen until the operator says they are kept.
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(server.calls('POST', '/auth/totp/enroll').map((call) => JSON.parse(call.body))).toEqual([
      { ticket: 've-dang-ky', code: '111111' },
      { ticket: 've-dang-ky', code: '222222' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Tôi đã lưu các mã này' }));
    expect(await screen.findByText('Bảng điều khiển')).toBeInTheDocument();
    expectCookieSession();
    expect(storedValues().filter((value) => value.includes('abcd0-efgh0'))).toEqual([]);
  });

  it('offers to sign in again when the ticket has expired', async () => {
    server.on('POST', '/auth/login', askEnrolment);
    server.on('POST', '/auth/totp/enroll', () =>
      json(400, { success: false, error: 'TOTP_ENROLMENT_EXPIRED', field: 'ticket', message: AUTH_MESSAGES.totpEnrolmentExpired }),
    );
    const { user } = renderLogin();
    await typeCredentials(user);
    await user.type(await screen.findByLabelText('Mã xác thực'), '222222');
    await user.click(screen.getByRole('button', { name: 'Xác nhận và đăng nhập' }));
    expect(await screen.findByText(AUTH_MESSAGES.totpEnrolmentExpired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đăng nhập lại' }));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
  });
});
