import { AUTH_MESSAGES, CAPTCHA_FIELD, CAPTCHA_REQUIRED, FORCE_LOGOUT_MESSAGES, sessionStore } from '@app/shared';
import { screen } from '@app/shared/test-utils';
import { json } from '@app/shared/test-utils';
import { makeToken, makeUser } from '@app/shared/test-utils';
import { keepSignInNotice } from '@app/shared/test-utils';
import { fakeWidget } from '../../bot-check/__tests__/fake-widget';
import LoginScreen from '../login-screen';
import { type FakeServer, startSignedOut, renderPages } from '../../../test-utils/test-kit';

jest.mock('../../bot-check/load-widget', () => jest.requireActual('../../bot-check/__tests__/fake-widget'));
jest.mock('../../../../../shared/src/realtime/connection');

let server: FakeServer;

beforeEach(() => {
  fakeWidget.clear();
  server = startSignedOut();
});

const signedIn = () => json(200, { success: true, data: { token: makeToken(), user: makeUser() } });
const wrong = () => json(401, { success: false, error: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.wrongCredentials });
const askBotCheck = () =>
  json(400, { success: false, error: CAPTCHA_REQUIRED, field: CAPTCHA_FIELD, message: AUTH_MESSAGES.captchaRequired });

function renderLogin() {
  return renderPages('/dang-nhap', {
    '/dang-nhap': <LoginScreen />,
    '/': <p>Trang chủ</p>,
    '/quen-mat-khau': <p>Quên mật khẩu</p>,
  });
}

const sentBodies = () => server.calls('POST', '/auth/login').map((call) => JSON.parse(call.body));

async function submit(user: ReturnType<typeof renderLogin>['user'], password = 'matkhau123') {
  await user.clear(screen.getByLabelText('Mật khẩu'));
  await user.type(screen.getByLabelText('Mật khẩu'), password);
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('login screen: the bot check', () => {
  it('is not shown nor sent while the server does not ask for it', async () => {
    server.on('POST', '/auth/login', signedIn);
    const { user } = renderLogin();
    expect(screen.queryByRole('group', { name: 'Xác minh chống robot' })).toBeNull();
    await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
    await submit(user);
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ username: 'nguoichoi', password: 'matkhau123' }]);
    expect(fakeWidget.solves).toBe(0);
  });

  it('when the server asks (after failures), it appears, solves, and the same press logs in with it', async () => {
    const answers = [wrong, askBotCheck, signedIn];
    server.on('POST', '/auth/login', () => answers.shift()!());
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
    await submit(user, 'sai12345');
    expect(await screen.findByText(AUTH_MESSAGES.wrongCredentials)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Xác minh chống robot' })).toBeNull();

    await submit(user);
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(sentBodies()).toEqual([
      { username: 'nguoichoi', password: 'sai12345' },
      { username: 'nguoichoi', password: 'matkhau123' },
      { username: 'nguoichoi', password: 'matkhau123', [CAPTCHA_FIELD]: 'solution-1' },
    ]);
  });

  it('once shown it stays: a wrong password spends the solution, the next press carries a new one', async () => {
    const answers = [askBotCheck, wrong, signedIn];
    server.on('POST', '/auth/login', () => answers.shift()!());
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
    await submit(user, 'sai12345');
    expect(await screen.findByText(AUTH_MESSAGES.wrongCredentials)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Xác minh chống robot' });
    expect(group.querySelector('altcha-widget')).not.toBeNull();
    expect(fakeWidget.resets).toBe(1);

    await submit(user);
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(sentBodies().map((body) => body[CAPTCHA_FIELD])).toEqual([undefined, 'solution-1', 'solution-2']);
  });
});

describe('login screen: the notice of a session ended by a login on another device', () => {
  const said = FORCE_LOGOUT_MESSAGES.NEW_LOGIN;

  it('stays above the form, through a reload, with the way to change the password', async () => {
    keepSignInNotice(said);
    const { unmount } = renderLogin();
    const notice = screen.getByTestId('sign-in-notice');
    expect(notice).toHaveTextContent(said);
    expect(notice).toHaveTextContent('Không phải bạn? Đổi mật khẩu');
    // Above the form: the first thing the player reads after the title.
    expect(notice.compareDocumentPosition(screen.getByLabelText('Tên đăng nhập')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Không phải bạn? Đổi mật khẩu' }));
    expect(await screen.findByText('Quên mật khẩu')).toBeInTheDocument();
  });

  it('goes when the player closes it, and does not come back', async () => {
    keepSignInNotice(said);
    const { user, unmount } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByTestId('sign-in-notice')).toBeNull();
    unmount();
    renderLogin();
    expect(screen.queryByTestId('sign-in-notice')).toBeNull();
  });

  it('goes when the player signs in again', async () => {
    keepSignInNotice(said);
    server.on('POST', '/auth/login', signedIn);
    const { user, unmount } = renderLogin();
    await user.type(screen.getByLabelText('Tên đăng nhập'), 'nguoichoi');
    await submit(user);
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    unmount();
    Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
    renderLogin();
    expect(screen.queryByTestId('sign-in-notice')).toBeNull();
  });

  it('is not there after an ordinary visit', () => {
    renderLogin();
    expect(screen.queryByTestId('sign-in-notice')).toBeNull();
  });
});
