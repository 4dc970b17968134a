import { HTTP_MESSAGES } from '../../../contracts/messages';
import { makeToken, makeUser } from '../../../test-utils/session-fixtures';
import { getMe, getMeSession } from '../get-me';
import { postLogin } from '../post-login';
import { postLogout } from '../post-logout';
import { postRefreshToken } from '../post-refresh-token';
import { postSignup } from '../post-signup';
import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const server = fakeApiForEachTest();

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

it('getMe returns the user', async () => {
  server.on('GET', '/auth/me', () => json(200, { success: true, data: { user: makeUser({ id: 9 }) } }));
  await expect(getMe()).resolves.toMatchObject({ id: 9 });
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
