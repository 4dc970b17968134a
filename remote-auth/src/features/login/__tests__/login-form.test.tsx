import { sessionStore } from '@app/shared';
import { json, makeToken, makeUser, screen } from '@app/shared/test-utils';
import { fakeWidget } from '../../bot-check/__tests__/fake-widget';
import LoginScreen from '../login-screen';
import { type FakeServer, startSignedOut, renderPages } from '../../../test-utils/test-kit';

jest.mock('../../bot-check/load-widget', () => jest.requireActual('../../bot-check/__tests__/fake-widget'));
// The sign-in opens no socket here (a name for this module is not exported to the apps).
jest.mock('../../../../../shared/src/realtime/connection');

let server: FakeServer;
beforeEach(() => {
  fakeWidget.clear();
  server = startSignedOut();
});

function renderLogin() {
  return renderPages('/dang-nhap', {
    '/dang-nhap': <LoginScreen />,
    '/': <p>Trang chủ</p>,
    '/dang-ky': <p>Trang đăng ký</p>,
    '/vi': <p>Trang ví</p>,
    '/quan-tri/*': <p>Trang quản trị</p>,
  });
}
const logins = () => server.calls('POST', '/auth/login').map((call) => JSON.parse(call.body));

test('an empty form says what is missing under each field and sends nothing', async () => {
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Vui lòng nhập tên đăng nhập')).toBeInTheDocument();
  expect(screen.getByLabelText('Tên đăng nhập')).toHaveAccessibleDescription('Vui lòng nhập tên đăng nhập');
  expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription('Vui lòng nhập mật khẩu');
  expect(server.calls('POST', '/auth/login')).toHaveLength(0);
});

test('a right password signs in with what was typed and goes to the home page', async () => {
  server.on('POST', '/auth/login', () => json(200, { success: true, data: { token: makeToken(), user: makeUser() } }));
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
  expect(logins()).toEqual([{ username: 'nguoichoi', password: 'matkhau123' }]);
  expect(sessionStore.isAuthenticated).toBe(true);
});

test('a wrong password is said above the button in Vietnamese, and the form stays', async () => {
  server.on('POST', '/auth/login', () =>
    json(401, { success: false, error: 'INVALID_CREDENTIALS', message: 'Tên đăng nhập hoặc mật khẩu không đúng' }),
  );
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
  await user.type(screen.getByLabelText('Mật khẩu'), 'sai12345');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Tên đăng nhập hoặc mật khẩu không đúng');
  expect(screen.getByLabelText('Tên đăng nhập')).toHaveValue('nguoichoi');
  expect(sessionStore.isAuthenticated).toBe(false);
});

test('a refusal naming a field is said under that field', async () => {
  server.on('POST', '/auth/login', () =>
    json(403, { success: false, error: 'ACCOUNT_BANNED', field: 'username', message: 'Tài khoản đã bị khóa. Vui lòng liên hệ hỗ trợ.' }),
  );
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoikhoa');
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Tài khoản đã bị khóa. Vui lòng liên hệ hỗ trợ.')).toBeInTheDocument();
  expect(screen.getByLabelText('Tên đăng nhập')).toHaveAccessibleDescription('Tài khoản đã bị khóa. Vui lòng liên hệ hỗ trợ.');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test('an operator who signs in without a page in mind goes to the console', async () => {
  const operator = makeUser({ id: 2, username: 'vanhanh', role: 'admin' });
  server.on('GET', '/auth/me', () => json(200, { success: true, data: { user: operator } }));
  server.on('POST', '/auth/login', () =>
    json(200, { success: true, data: { token: makeToken({ userId: 2, role: 'admin' }), user: operator } }),
  );
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'vanhanh');
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Trang quản trị')).toBeInTheDocument();
});

test('“Đăng ký ngay” leads to the sign-up form', async () => {
  const { user } = renderLogin();
  await user.click(screen.getByRole('link', { name: 'Đăng ký ngay' }));
  expect(await screen.findByText('Trang đăng ký')).toBeInTheDocument();
});
