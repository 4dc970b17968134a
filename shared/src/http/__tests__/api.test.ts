import { HTTP_MESSAGES } from '../../contracts/messages';
import { SESSION_FLAGS } from '../../contracts/constants';
import { notify } from '../../notify/notify';
import { pageNavigation } from '../../session/navigation';
import { takePendingNoticeWithType } from '../../session/pending-notice';
import { readSignInNotice } from '../../session/sign-in-notice';
import { sessionStore } from '../../session/session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';
import { ApiError } from '../api-error';
import { api, configureApi } from '../client';
import { fakeServer, gate, json } from '../../test-utils/fake-server';
// The session wired into the client, as the app has it: 401s refresh, a lost session signs out.
import '../../session/wire-session';

jest.mock('../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const toast = jest.mocked(notify.error);
let server: ReturnType<typeof fakeServer>;
let assign: jest.SpyInstance;
let oldToken: string;

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ApiError,
  );

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  server.on('POST', '/auth/logout', () => json(200, { success: true }));
  oldToken = makeToken();
  Object.assign(sessionStore, { token: oldToken, csrfToken: null, user: makeUser(), isAuthenticated: true, isLoading: false });
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => assign.mockRestore());

describe('requests', () => {
  it('go to /api with the Bearer token, cookies included, JSON accepted', async () => {
    server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: 5 } }));
    await expect(api.get('/core/balance').json()).resolves.toEqual({ success: true, data: { balance: 5 } });
    expect(server.seen[0]).toMatchObject({ path: '/api/core/balance', authorization: `Bearer ${oldToken}`, credentials: 'include' });
  });

  it('declare JSON content only when there is a body', async () => {
    server.on('POST', '/core/change-password', () => json(200, { success: true }));
    server.on('POST', '/auth/refresh-token', () => json(200, { success: true, data: { token: makeToken() } }));
    await api.post('core/change-password', { json: { currentPassword: 'a', newPassword: 'b' } });
    await api.post('auth/refresh-token');
    expect(server.seen[0]).toMatchObject({ contentType: 'application/json', body: '{"currentPassword":"a","newPassword":"b"}' });
    expect(server.seen[1].contentType).toBeNull();
  });

  it('go out without Authorization when signed out', async () => {
    Object.assign(sessionStore, { token: null, isAuthenticated: false });
    server.on('GET', '/public-config', () => json(200, {}));
    await api.get('public-config');
    expect(server.seen[0].authorization).toBeNull();
  });
});

describe('revoked session (401 Phiên đăng nhập đã bị hủy)', () => {
  it('logs out with the logged-in-elsewhere notice and does not try a refresh', async () => {
    server.on('GET', '/auth/me', () => json(401, { success: false, error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked }));
    const error = await caught(api.get('auth/me'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: HTTP_MESSAGES.sessionRevoked, error: 'SESSION_REVOKED' });
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(0);
    await Promise.resolve();
    expect(sessionStore.isAuthenticated).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(assign).toHaveBeenCalledWith('/');
    // Said on the login form, where it stays, rather than in a toast.
    expect(readSignInNotice()).toBe(HTTP_MESSAGES.loggedInElsewhere);
    expect(takePendingNoticeWithType()).toBeNull();
  });

  it('is recognised by its message alone too', async () => {
    server.on('GET', '/auth/me', () => json(401, { success: false, message: HTTP_MESSAGES.sessionRevoked }));
    await caught(api.get('auth/me'));
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(0);
    expect(sessionStore.token).toBeNull();
  });
});

describe('banned user (403)', () => {
  it.each([
    [{ success: false, error: 'User is banned', message: 'Tài khoản đã bị khóa' }],
    [{ success: false, message: 'Tài khoản của bạn đã bị cấm' }],
  ])('logs out with the banned notice for %p', async (body) => {
    server.on('GET', '/core/balance', () => json(403, body));
    const error = await caught(api.get('core/balance'));
    expect(error).toMatchObject({ status: 403, message: HTTP_MESSAGES.bannedToast });
    expect(sessionStore.isAuthenticated).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(takePendingNoticeWithType()).toEqual({ message: HTTP_MESSAGES.bannedToast, type: 'error' });
    expect(toast).not.toHaveBeenCalled(); // shown after the navigation instead
  });

  it('a table chat’s mute (its words say "bị cấm") is no ban: the player stays signed in', async () => {
    const message = 'Bạn bị cấm trò chuyện đến 07:30 06/12/2026 (lý do: Spam link).';
    server.on('POST', '/game-taixiu/chat', () => json(403, { success: false, error: 'CHAT_MUTED', message }));
    const error = await caught(api.post('game-taixiu/chat', { json: { text: 'a' } }));
    expect(error).toMatchObject({ status: 403, message });
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('toasts at once for a banned player who is not signed in (login form)', async () => {
    Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
    server.on('POST', '/auth/login', () => json(403, { success: false, error: 'User is banned', message: 'Tài khoản đã bị cấm' }));
    await caught(api.post('auth/login', { json: { username: 'a', password: 'b' } }));
    expect(toast).toHaveBeenCalledWith(HTTP_MESSAGES.bannedToast);
    expect(assign).not.toHaveBeenCalled();
  });

  it("says the operator's reason when the server gives one", async () => {
    Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
    const message = HTTP_MESSAGES.bannedBecause('gian lận');
    server.on('POST', '/auth/login', () => json(403, { success: false, error: 'User is banned', message }));
    const error = await caught(api.post('auth/login', { json: { username: 'a', password: 'b' } }));
    expect(error).toMatchObject({ status: 403, message });
    expect(toast).toHaveBeenCalledWith(message);
  });

  it('a plain 403 is not a ban', async () => {
    server.on('GET', '/admin/x', () => json(403, { success: false, message: 'Bạn không có quyền thực hiện thao tác này.' }));
    await caught(api.get('admin/x'));
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(toast).toHaveBeenCalledWith('Bạn không có quyền thực hiện thao tác này.');
  });
});

describe('expired access token (other 401)', () => {
  it('refreshes once for three concurrent requests, then retries each with the new token', async () => {
    const fresh = makeToken();
    const refreshGate = gate();
    server.on('POST', '/auth/refresh-token', async () => {
      await refreshGate.promise;
      return json(200, { success: true, data: { token: fresh } });
    });
    for (const name of ['a', 'b', 'c']) {
      server.on('GET', `/items/${name}`, (seen) =>
        seen.authorization === `Bearer ${fresh}`
          ? json(200, { success: true, data: name })
          : json(401, { success: false, message: 'Token hết hạn' }),
      );
    }
    const requests = ['a', 'b', 'c'].map((name) => api.get(`items/${name}`).json<{ data: string }>());
    // All three have failed and are waiting on the one refresh.
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(1);
    refreshGate.open();
    const results = await Promise.all(requests);
    expect(results.map((r) => r.data)).toEqual(['a', 'b', 'c']);
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(1);
    for (const name of ['a', 'b', 'c']) {
      expect(server.calls('GET', `/items/${name}`).map((s) => s.authorization)).toEqual([`Bearer ${oldToken}`, `Bearer ${fresh}`]);
    }
    expect(sessionStore.token).toBe(fresh);
    expect(localStorage.getItem('auth-token')).toBe(fresh);
    expect(toast).not.toHaveBeenCalled();
  });

  it('retries a late 401 for an already replaced token without a second refresh', async () => {
    const fresh = makeToken();
    const lateAnswer = gate();
    server.on('POST', '/auth/refresh-token', () => json(200, { success: true, data: { token: fresh } }));
    server.on('GET', '/items/x', (seen) => (seen.authorization === `Bearer ${fresh}` ? json(200, { ok: 1 }) : json(401, {})));
    server.on('GET', '/items/slow', async (seen) => {
      if (seen.authorization === `Bearer ${fresh}`) return json(200, { ok: 2 });
      await lateAnswer.promise; // its 401 arrives after the refresh is over
      return json(401, {});
    });
    const slow = api.get('items/slow').json();
    await expect(api.get('items/x').json()).resolves.toEqual({ ok: 1 });
    lateAnswer.open();
    await expect(slow).resolves.toEqual({ ok: 2 });
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(1);
  });

  it('holds a request issued during the refresh until the new token is there', async () => {
    const fresh = makeToken();
    const refreshGate = gate();
    server.on('POST', '/auth/refresh-token', async () => {
      await refreshGate.promise;
      return json(200, { token: fresh }); // the bare shape is accepted too
    });
    server.on('GET', '/items/x', (seen) => (seen.authorization === `Bearer ${fresh}` ? json(200, { ok: 1 }) : json(401, {})));
    server.on('GET', '/items/late', (seen) => (seen.authorization === `Bearer ${fresh}` ? json(200, { ok: 2 }) : json(401, {})));
    const first = api.get('items/x').json();
    await new Promise((r) => setTimeout(r, 20));
    const late = api.get('items/late').json();
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls('GET', '/items/late')).toHaveLength(0);
    refreshGate.open();
    await expect(Promise.all([first, late])).resolves.toEqual([{ ok: 1 }, { ok: 2 }]);
    expect(server.calls('GET', '/items/late')).toHaveLength(1);
  });

  it('sends the same POST body again on the retry', async () => {
    const fresh = makeToken();
    server.on('POST', '/auth/refresh-token', () => json(200, { success: true, data: { token: fresh } }));
    server.on('POST', '/things', (seen) => (seen.authorization === `Bearer ${fresh}` ? json(201, { success: true }) : json(401, {})));
    await api.post('things', { json: { amount: 500_000 } });
    expect(server.calls('POST', '/things').map((s) => s.body)).toEqual(['{"amount":500000}', '{"amount":500000}']);
  });

  it('does not loop when the retried request is refused again', async () => {
    server.on('POST', '/auth/refresh-token', () => json(200, { success: true, data: { token: makeToken() } }));
    server.on('GET', '/items/x', () => json(401, { success: false, message: 'Không được phép' }));
    const error = await caught(api.get('items/x'));
    expect(error.status).toBe(401);
    expect(server.calls('GET', '/items/x')).toHaveLength(2);
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('on refresh failure: every caller gets the expiry error, one logout with its notice', async () => {
    const refreshGate = gate();
    server.on('POST', '/auth/refresh-token', async () => {
      await refreshGate.promise;
      return json(401, { success: false, message: 'Không tìm thấy phiên đăng nhập, vui lòng đăng nhập lại.' });
    });
    server.on('GET', '/items/x', () => json(401, {}));
    const errors = Promise.all([1, 2, 3].map(() => caught(api.get('items/x'))));
    await new Promise((r) => setTimeout(r, 20));
    refreshGate.open();
    for (const error of await errors) {
      expect(error).toMatchObject({ status: 401, message: HTTP_MESSAGES.sessionExpired, error: 'SESSION_EXPIRED' });
    }
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(1);
    expect(server.calls('GET', '/items/x')).toHaveLength(3);
    expect(sessionStore.isAuthenticated).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(server.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(takePendingNoticeWithType()).toEqual({ message: HTTP_MESSAGES.sessionExpired, type: 'error' });
  });

  it('keeps the session when the refresh endpoint is unreachable', async () => {
    server.on('POST', '/auth/refresh-token', () => {
      throw new TypeError('fetch failed');
    });
    server.on('GET', '/items/x', () => json(401, {}));
    const error = await caught(api.get('items/x'));
    expect(error).toMatchObject({ status: 0, message: HTTP_MESSAGES.noConnection });
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(HTTP_MESSAGES.noConnection);
  });

  it.each([
    ['login', 'POST', '/auth/login'],
    ['signup', 'POST', '/auth/signup'],
    ['refresh', 'POST', '/auth/refresh-token'],
  ])('is not refreshed on %s, and not toasted', async (_name, method, path) => {
    server.on(method, path, () => json(401, { success: false, message: 'Tên đăng nhập hoặc mật khẩu không đúng' }));
    const error = await caught(api(path.slice(1), { method }));
    expect(error).toMatchObject({ status: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    expect(server.seen.filter((s) => s.path === '/api/auth/refresh-token')).toHaveLength(path === '/auth/refresh-token' ? 1 : 0);
    expect(toast).not.toHaveBeenCalled();
    expect(sessionStore.isAuthenticated).toBe(true);
  });

  it('is not refreshed during a login attempt', async () => {
    sessionStorage.setItem(SESSION_FLAGS.attemptingLogin, '1');
    server.on('GET', '/auth/me', () => json(401, {}));
    await caught(api.get('auth/me'));
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(0);
  });
});

describe('operator session (an httpOnly cookie and a CSRF token)', () => {
  beforeEach(() => {
    Object.assign(sessionStore, { token: null, csrfToken: 'csrf-van-hanh', user: makeUser({ role: 'admin' }), isAuthenticated: true });
  });

  it('sends the CSRF token with every change and never with a read; no Authorization, cookies included', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])
      server.on(method, '/admin/x', () => json(200, { success: true }));
    await api.get('admin/x');
    await api.head('admin/x');
    await api.post('admin/x', { json: { a: 1 } });
    await api.put('admin/x', { json: { a: 1 } });
    await api.patch('admin/x', { json: { a: 1 } });
    await api.delete('admin/x');
    expect(server.seen.map((s) => [s.method, s.csrf])).toEqual([
      ['GET', null],
      ['HEAD', null],
      ['POST', 'csrf-van-hanh'],
      ['PUT', 'csrf-van-hanh'],
      ['PATCH', 'csrf-van-hanh'],
      ['DELETE', 'csrf-van-hanh'],
    ]);
    expect(server.seen.every((s) => s.authorization === null && s.credentials === 'include')).toBe(true);
  });

  it("keeps a CSRF header the caller set (a game's own token)", async () => {
    server.on('POST', '/game-taixiu/bet', () => json(200, { success: true }));
    await api.post('game-taixiu/bet', { json: {}, headers: { 'x-csrf-token': 'game-token' } });
    expect(server.seen[0].csrf).toBe('game-token');
  });

  it('a player sends no CSRF token of the session', async () => {
    Object.assign(sessionStore, { token: oldToken, csrfToken: null, user: makeUser() });
    server.on('POST', '/core/change-password', () => json(200, { success: true }));
    await api.post('core/change-password', { json: {} });
    expect(server.seen[0]).toMatchObject({ csrf: null, authorization: `Bearer ${oldToken}` });
  });

  it('a 401 ends the session with the expiry notice and never asks for a refresh', async () => {
    server.on('POST', '/auth/refresh-token', () => json(200, { success: true, data: { token: makeToken() } }));
    server.on('GET', '/admin/overview', () =>
      json(401, { success: false, error: 'SESSION_EXPIRED', message: HTTP_MESSAGES.sessionExpired }),
    );
    server.on('POST', '/admin/x', () => json(401, { success: false, error: 'SESSION_EXPIRED', message: HTTP_MESSAGES.sessionExpired }));
    const errors = await Promise.all([caught(api.get('admin/overview')), caught(api.post('admin/x', { json: {} }))]);
    for (const error of errors)
      expect(error).toMatchObject({ status: 401, message: HTTP_MESSAGES.sessionExpired, error: 'SESSION_EXPIRED' });
    expect(server.calls('POST', '/auth/refresh-token')).toHaveLength(0);
    expect(sessionStore).toMatchObject({ token: null, csrfToken: null, user: null, isAuthenticated: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
    expect(takePendingNoticeWithType()).toEqual({ message: HTTP_MESSAGES.sessionExpired, type: 'error' });
    // The server is told, with the CSRF token of the session that ended (the store is already empty).
    expect(server.calls('POST', '/auth/logout').map((s) => s.csrf)).toEqual(['csrf-van-hanh']);
  });

  it('a refused CSRF token (403) is an error of its own, not the end of the session', async () => {
    server.on('POST', '/admin/x', () => json(403, { success: false, error: 'CSRF_INVALID', message: 'Mã bảo mật (CSRF) không hợp lệ.' }));
    const error = await caught(api.post('admin/x', { json: {} }));
    expect(error).toMatchObject({ status: 403, error: 'CSRF_INVALID' });
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('other failures', () => {
  it('429: the too-fast toast', async () => {
    server.on('POST', '/game-taixiu/bet', () => json(429, { success: false, message: 'Too Many Requests' }));
    const error = await caught(api.post('game-taixiu/bet', { json: {} }));
    expect(error).toMatchObject({ status: 429, message: HTTP_MESSAGES.tooManyRequests });
    expect(toast).toHaveBeenCalledWith(HTTP_MESSAGES.tooManyRequests);
  });

  it('5xx: the system-error toast, whatever the server said', async () => {
    server.on('GET', '/core/balance', () => json(500, { success: false, message: 'upstream down' }));
    const error = await caught(api.get('core/balance'));
    expect(error).toMatchObject({ status: 500, message: HTTP_MESSAGES.serverError });
    expect(toast).toHaveBeenCalledWith(HTTP_MESSAGES.serverError);
  });

  it('503 (the database out of reach): its own toast, whatever the server said', async () => {
    server.on('GET', '/core/balance', () => json(503, { success: false, message: 'upstream down' }));
    const error = await caught(api.get('core/balance'));
    expect(error).toMatchObject({ status: 503, message: HTTP_MESSAGES.serviceUnavailable });
    expect(toast).toHaveBeenCalledWith(HTTP_MESSAGES.serviceUnavailable);
  });

  it('5xx on login: no system-error toast (the form reports it)', async () => {
    server.on('POST', '/auth/login', () => json(500, { success: false }));
    const error = await caught(api.post('auth/login', { json: {} }));
    expect(error.status).toBe(500);
    expect(toast).not.toHaveBeenCalledWith(HTTP_MESSAGES.serverError);
  });

  it('a server message becomes the toast and the error, with its field', async () => {
    server.on('POST', '/auth/signup', () =>
      json(409, {
        success: false,
        error: 'USERNAME_TAKEN',
        field: 'username',
        message: 'Tên đăng nhập đã được sử dụng, vui lòng chọn tên khác',
      }),
    );
    const error = await caught(api.post('auth/signup', { json: {} }));
    expect(error).toMatchObject({
      status: 409,
      field: 'username',
      error: 'USERNAME_TAKEN',
      message: 'Tên đăng nhập đã được sử dụng, vui lòng chọn tên khác',
    });
    expect(error.data).toMatchObject({ success: false });
    expect(toast).toHaveBeenCalledWith('Tên đăng nhập đã được sử dụng, vui lòng chọn tên khác');
  });

  it('silent: same error, no toast', async () => {
    server.on('POST', '/auth/signup', () => json(400, { success: false, message: 'Số điện thoại không hợp lệ' }));
    server.on('GET', '/core/balance', () => json(429, {}));
    await expect(caught(api.post('auth/signup', { json: {}, silent: true }))).resolves.toMatchObject({
      message: 'Số điện thoại không hợp lệ',
    });
    await expect(caught(api.get('core/balance', { silent: true }))).resolves.toMatchObject({ status: 429 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('an error without a message gets a Vietnamese fallback and no toast', async () => {
    server.on('GET', '/nothing', () => new Response('', { status: 404 }));
    const error = await caught(api.get('nothing'));
    expect(error).toMatchObject({ status: 404, message: HTTP_MESSAGES.notFound });
    expect(toast).not.toHaveBeenCalled();
  });

  it('no response: the connection toast, status 0', async () => {
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await caught(api.get('core/balance'));
    expect(error).toMatchObject({ status: 0, message: HTTP_MESSAGES.noConnection, error: 'NETWORK' });
    expect(toast).toHaveBeenCalledWith(HTTP_MESSAGES.noConnection);
  });

  it('timeout: the connection toast, status 0', async () => {
    jest.useFakeTimers();
    try {
      server.fetch.mockImplementationOnce(() => new Promise(() => undefined));
      const pending = caught(api.get('core/balance'));
      await jest.advanceTimersByTimeAsync(10_000);
      await expect(pending).resolves.toMatchObject({ status: 0, error: 'TIMEOUT', message: HTTP_MESSAGES.noConnection });
      expect(toast).toHaveBeenCalledWith(HTTP_MESSAGES.noConnection);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a caller abort is passed through untouched, without a toast', async () => {
    server.fetch.mockImplementationOnce(
      (request: Request) =>
        new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const controller = new AbortController();
    const pending = caught(api.get('core/balance', { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });
});
