import { AUTH_MESSAGES, CAPTCHA_FIELD, CAPTCHA_REQUIRED } from '@app/shared';
import { screen, waitFor } from '@app/shared/test-utils';
import { json } from '@app/shared/test-utils';
import { makeToken, makeUser } from '@app/shared/test-utils';
import { fakeWidget } from '../../bot-check/__tests__/fake-widget';
import RegisterScreen from '../register-screen';
import { type FakeServer, startSignedOut, renderPages } from '../../../test-utils/test-kit';

jest.mock('../../bot-check/load-widget', () => jest.requireActual('../../bot-check/__tests__/fake-widget'));
jest.mock('../../../../../shared/src/realtime/connection');

let server: FakeServer;

beforeEach(() => {
  fakeWidget.clear();
  server = startSignedOut();
});

const created = () => json(201, { success: true, data: { token: makeToken(), user: makeUser() } });

function renderRegister() {
  return renderPages('/dang-ky', {
    '/dang-ky': <RegisterScreen />,
    '/': <p>Trang chủ</p>,
  });
}

async function fill(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
  await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'matkhau123');
}

const sentBodies = () => server.calls('POST', '/auth/signup').map((call) => JSON.parse(call.body));

describe('register screen: the bot check', () => {
  it('always shows the labelled check, which solves by itself; the signup carries its solution', async () => {
    server.on('POST', '/auth/signup', created);
    const { user } = renderRegister();
    const group = screen.getByRole('group', { name: 'Xác minh chống robot' });
    expect(group).toHaveAccessibleDescription(/tự xác minh trong giây lát/);
    await waitFor(() => expect(group.querySelector('altcha-widget')).not.toBeNull());
    const widget = group.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe('/api/auth/challenge');
    expect(widget.getAttribute('language')).toBe('vi');
    expect(widget.getAttribute('auto')).toBe('onload');

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ username: 'nguoichoi', phone: '0912345678', password: 'matkhau123', [CAPTCHA_FIELD]: 'solution-1' }]);
  });

  it('a press before the check is done waits for it, then sends', async () => {
    fakeWidget.held = true;
    server.on('POST', '/auth/signup', created);
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByRole('button', { name: /Đang đăng ký/ })).toBeInTheDocument();
    expect(sentBodies()).toEqual([]);
    fakeWidget.release();
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(sentBodies()[0][CAPTCHA_FIELD]).toBe('solution-1');
  });

  const refused = () =>
    json(400, { success: false, error: CAPTCHA_REQUIRED, field: CAPTCHA_FIELD, message: AUTH_MESSAGES.captchaRequired });

  it('a solution the server refuses (expired, used) is replaced and the same press sends again', async () => {
    let answers = 0;
    server.on('POST', '/auth/signup', () => (++answers === 1 ? refused() : created()));
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(fakeWidget.resets).toBe(1);
    expect(sentBodies().map((body) => body[CAPTCHA_FIELD])).toEqual(['solution-1', 'solution-2']);
  });

  it('refused again: the Vietnamese message stays above the button, and a new solution is ready', async () => {
    server.on('POST', '/auth/signup', refused);
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    const alert = await screen.findByText(AUTH_MESSAGES.captchaRequired);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(fakeWidget.solves).toBe(3));
    expect(screen.getByText(AUTH_MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(2);
  });

  it('a taken name: the solution is spent, so a new one is solved for the next try', async () => {
    server.on('POST', '/auth/signup', () => json(409, { success: false, field: 'username', message: AUTH_MESSAGES.usernameTaken }));
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText(AUTH_MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(fakeWidget.resets).toBe(1);
    await waitFor(() => expect(fakeWidget.solves).toBe(2));
  });
});
