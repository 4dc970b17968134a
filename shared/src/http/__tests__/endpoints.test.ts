import { HTTP_MESSAGES } from '../../contracts/messages';
import { sessionStore } from '../../session/session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';
import { configureApi } from '../client';
import { getBalance } from '../endpoints/get-balance';
import { getMe, getMeSession } from '../endpoints/get-me';
import { getPublicConfig } from '../endpoints/get-public-config';
import { postChangePassword } from '../endpoints/change-password';
import { postLogin } from '../endpoints/login';
import { postLogout } from '../endpoints/logout';
import { postRefreshToken } from '../endpoints/refresh-token';
import { postSignup } from '../endpoints/signup';
import { fakeServer, json } from '../../test-utils/fake-server';

jest.mock('../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false });
});

it('postLogin sends the credentials (and captcha) and returns token and user', async () => {
  const token = makeToken();
  server.on('POST', '/auth/login', () => json(200, { success: true, data: { token, user: makeUser() } }));
  await expect(postLogin({ username: 'nguoichoi', password: 'x', 'cf-turnstile-response': 'cf' })).resolves.toEqual({
    token,
    user: makeUser(),
  });
  expect(JSON.parse(server.seen[0].body)).toEqual({ username: 'nguoichoi', password: 'x', 'cf-turnstile-response': 'cf' });
});

it('postSignup trims the referral code and drops it when empty', async () => {
  server.on('POST', '/auth/signup', () => json(201, { success: true, data: { token: makeToken(), user: makeUser() } }));
  await postSignup({ username: 'a', phone: '0912345678', password: 'p', referralCode: '  ABC12 ' });
  await postSignup({ username: 'a', phone: '0912345678', password: 'p', referralCode: '   ' });
  expect(JSON.parse(server.seen[0].body).referralCode).toBe('ABC12');
  expect(JSON.parse(server.seen[1].body)).not.toHaveProperty('referralCode');
});

it.each([
  ['{data: {token}}', (t: string) => ({ success: true, data: { token: t } })],
  ['{token}', (t: string) => ({ token: t })],
])('postRefreshToken accepts %s', async (_label, shape) => {
  const token = makeToken();
  server.on('POST', '/auth/refresh-token', () => json(200, shape(token)));
  await expect(postRefreshToken()).resolves.toBe(token);
});

it('postRefreshToken refuses an answer without a token', async () => {
  server.on('POST', '/auth/refresh-token', () => json(200, { success: true, data: {} }));
  await expect(postRefreshToken()).rejects.toMatchObject({ status: 401, message: HTTP_MESSAGES.sessionExpired });
});

it('getMe returns the user; getBalance the number (numeric strings too)', async () => {
  server.on('GET', '/auth/me', () => json(200, { success: true, data: { user: makeUser({ id: 9 }) } }));
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: '1500000' } }));
  await expect(getMe()).resolves.toMatchObject({ id: 9 });
  await expect(getBalance()).resolves.toBe(1_500_000);
});

it('a 200 answer with success false is an ApiError with the server message', async () => {
  server.on('POST', '/core/change-password', () => json(200, { success: false, error: 'WRONG', message: 'Mật khẩu hiện tại không đúng' }));
  await expect(postChangePassword({ currentPassword: 'a', newPassword: 'b' })).rejects.toMatchObject({
    message: 'Mật khẩu hiện tại không đúng',
    error: 'WRONG',
  });
});

it('postLogout sends the ended token and never refreshes or logs out on 401', async () => {
  const token = makeToken();
  server.on('POST', '/auth/logout', () => json(401, { success: false, error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked }));
  await expect(postLogout({ token, silent: true })).rejects.toMatchObject({ status: 401 });
  expect(server.seen.map((s) => s.path)).toEqual(['/api/auth/logout']);
  expect(server.seen[0].authorization).toBe(`Bearer ${token}`);
});

it("postLogout sends an operator's CSRF token, and no Authorization", async () => {
  server.on('POST', '/auth/logout', () => json(200, { success: true }));
  await postLogout({ csrfToken: 'csrf-van-hanh', silent: true });
  expect(server.seen[0]).toMatchObject({ path: '/api/auth/logout', csrf: 'csrf-van-hanh', authorization: null });
});

it("postLogin and getMeSession answer an operator's CSRF token (no token)", async () => {
  const operator = makeUser({ role: 'admin' });
  server.on('POST', '/auth/login', () => json(200, { success: true, data: { csrfToken: 'csrf-van-hanh', user: operator } }));
  server.on('GET', '/auth/me', () => json(200, { success: true, data: { user: operator, csrfToken: 'csrf-van-hanh' } }));
  await expect(postLogin({ username: 'quantri', password: 'x' })).resolves.toEqual({ csrfToken: 'csrf-van-hanh', user: operator });
  await expect(getMeSession()).resolves.toEqual({ user: operator, csrfToken: 'csrf-van-hanh' });
  await expect(getMe()).resolves.toEqual(operator);
});

describe('getPublicConfig', () => {
  it('reads {data: config}', async () => {
    server.on('GET', '/public-config', () =>
      json(200, {
        success: true,
        data: {
          supportChannelUrl: 'https://t.me/kenh',
          supportAccountUrl: 'https://t.me/hotro',
          pwaEnabled: true,
          features: { taixiu: true, xocdia: false },
        },
      }),
    );
    await expect(getPublicConfig()).resolves.toEqual({
      supportChannelUrl: 'https://t.me/kenh',
      supportAccountUrl: 'https://t.me/hotro',
      pwaEnabled: true,
      features: { taixiu: true, xocdia: false },
    });
  });

  it('reads a bare config and fills what is missing with the defaults', async () => {
    server.on('GET', '/public-config', () => json(200, { pwaEnabled: false }));
    await expect(getPublicConfig()).resolves.toEqual({
      supportChannelUrl: 'https://t.me/',
      supportAccountUrl: 'https://t.me/',
      pwaEnabled: false,
      features: { taixiu: true, xocdia: true },
    });
  });
});
