import { AUTH_MESSAGES, sessionStore } from '@app/shared';
import { json, makeToken, makeUser, screen, waitFor } from '@app/shared/test-utils';
import { fakeWidget } from '../../bot-check/__tests__/fake-widget';
import RegisterScreen from '../register-screen';
import { type FakeServer, startSignedOut, renderPages } from '../../../test-utils/test-kit';

jest.mock('../../bot-check/load-widget', () => jest.requireActual('../../bot-check/__tests__/fake-widget'));
// The sign-in opens no socket here (a name for this module is not exported to the apps).
jest.mock('../../../../../shared/src/realtime/connection');

let server: FakeServer;
beforeEach(() => {
  fakeWidget.clear();
  server = startSignedOut();
});

function renderRegister() {
  return renderPages('/dang-ky', {
    '/dang-ky': <RegisterScreen />,
    '/': <p>Trang chủ</p>,
    '/dang-nhap': <p>Trang đăng nhập</p>,
  });
}
type User = ReturnType<typeof renderRegister>['user'];

async function fill(user: User, fields: Partial<Record<'username' | 'phone' | 'password' | 'confirm' | 'referral', string>> = {}) {
  const values = { username: 'nguoichoi', phone: '0912345678', password: 'matkhau123', confirm: 'matkhau123', ...fields };
  const type = async (label: string, text: string) => text && (await user.type(screen.getByLabelText(label), text));
  await type('Tên đăng nhập', values.username);
  await type('Số điện thoại', values.phone);
  await type('Mật khẩu', values.password);
  await type('Nhập lại mật khẩu', values.confirm);
  if (values.referral) await type('Mã giới thiệu (không bắt buộc)', values.referral);
  await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
}
const signups = () => server.calls('POST', '/auth/signup').map((call) => JSON.parse(call.body));

test('an empty form says what each field needs and sends nothing', async () => {
  const { user } = renderRegister();
  await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
  expect(await screen.findByText('Vui lòng nhập tên đăng nhập')).toBeInTheDocument();
  expect(screen.getByLabelText('Số điện thoại')).toHaveAccessibleDescription('Vui lòng nhập số điện thoại');
  expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription('Vui lòng nhập mật khẩu');
  expect(screen.getByLabelText('Nhập lại mật khẩu')).toHaveAccessibleDescription('Vui lòng nhập lại mật khẩu');
  expect(signups()).toHaveLength(0);
});

test.each([
  ['a name too short', { username: 'abc' }, 'Tên đăng nhập', 'Tên đăng nhập phải có từ 4 đến 20 ký tự'],
  ['a name with accents', { username: 'người_chơi' }, 'Tên đăng nhập', /chỉ gồm chữ cái không dấu, chữ số và dấu gạch dưới/],
  ['a phone that is not a Vietnamese mobile', { phone: '12345' }, 'Số điện thoại', /Số điện thoại không hợp lệ/],
  ['a password without digits', { password: 'matkhauthoi', confirm: 'matkhauthoi' }, 'Mật khẩu', 'Mật khẩu phải có cả chữ cái và chữ số'],
  ['two passwords that differ', { confirm: 'matkhau124' }, 'Nhập lại mật khẩu', 'Mật khẩu xác nhận không khớp'],
  [
    'a referral code with symbols',
    { referral: 'AB-12' },
    'Mã giới thiệu (không bắt buộc)',
    /Mã giới thiệu chỉ gồm chữ cái không dấu và chữ số/,
  ],
])('%s is refused under its field before anything is sent', async (_case, fields, label, message) => {
  const { user } = renderRegister();
  await fill(user, fields);
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
  expect(signups()).toHaveLength(0);
});

test('a valid form signs up with what was typed, the referral code trimmed, and goes home', async () => {
  server.on('POST', '/auth/signup', () => json(201, { success: true, data: { token: makeToken(), user: makeUser() } }));
  const { user } = renderRegister();
  await fill(user, { referral: ' BANBE1 ' });
  expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
  expect(signups()).toHaveLength(1);
  expect(signups()[0]).toMatchObject({ username: 'nguoichoi', phone: '0912345678', password: 'matkhau123', referralCode: 'BANBE1' });
  expect(signups()[0]).not.toHaveProperty('confirmPassword');
  expect(sessionStore.isAuthenticated).toBe(true);
});

test('a phone already registered is said under the phone field', async () => {
  server.on('POST', '/auth/signup', () =>
    json(409, { success: false, error: 'PHONE_TAKEN', field: 'phone', message: 'Số điện thoại đã được đăng ký cho một tài khoản khác' }),
  );
  const { user } = renderRegister();
  await fill(user);
  await waitFor(() =>
    expect(screen.getByLabelText('Số điện thoại')).toHaveAccessibleDescription('Số điện thoại đã được đăng ký cho một tài khoản khác'),
  );
  expect(screen.queryByText('Trang chủ')).not.toBeInTheDocument();
});

test('“Đăng nhập” leads back to the login form', async () => {
  const { user } = renderRegister();
  await user.click(screen.getByRole('link', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Trang đăng nhập')).toBeInTheDocument();
});

test('a friend’s link fills the referral code in, and the sign-up sends it', async () => {
  server.on('POST', '/auth/signup', () => json(201, { success: true, data: { token: makeToken(), user: makeUser() } }));
  const { user } = renderPages('/dang-ky?ref=K7QX3M', {
    '/dang-ky': <RegisterScreen />,
    '/': <p>Trang chủ</p>,
  });
  expect(screen.getByLabelText('Mã giới thiệu (không bắt buộc)')).toHaveValue('K7QX3M');
  await fill(user);
  expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
  expect(signups()[0]).toMatchObject({ referralCode: 'K7QX3M' });
});

test('a link whose code is malformed leaves the field empty rather than showing an error', () => {
  renderPages('/dang-ky?ref=%3Cscript%3E', { '/dang-ky': <RegisterScreen /> });
  expect(screen.getByLabelText('Mã giới thiệu (không bắt buộc)')).toHaveValue('');
});

test('a code that is nobody’s is refused under its field', async () => {
  server.on('POST', '/auth/signup', () =>
    json(400, { success: false, error: 'REFERRAL_UNKNOWN', field: 'referralCode', message: AUTH_MESSAGES.referralUnknown }),
  );
  const { user } = renderRegister();
  await fill(user, { referral: 'KHONGCO' });
  await waitFor(() =>
    expect(screen.getByLabelText('Mã giới thiệu (không bắt buộc)')).toHaveAccessibleDescription(AUTH_MESSAGES.referralUnknown),
  );
  expect(sessionStore.isAuthenticated).toBe(false);
});
