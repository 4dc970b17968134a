import { STORAGE_KEYS } from '../../contracts/constants';
import { getBalance } from '../../api/core/get-balance';
import { getMe, getMeSession } from '../../api/auth/get-me';
import { postRefreshToken } from '../../api/auth/post-refresh-token';
import { ApiError } from '../../http/api-error';
import { connectRealtime } from '../../realtime/connection';
import { initSession } from '../init-session';
import { sessionStore } from '../session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';

jest.mock('../../api/auth/get-me');
jest.mock('../../api/core/get-balance');
jest.mock('../../api/auth/post-refresh-token');
jest.mock('../../api/auth/post-logout');
jest.mock('../../realtime/connection');

const me = jest.mocked(getMe);
const meSession = jest.mocked(getMeSession);
const refresh = jest.mocked(postRefreshToken);

function store(token: string | null, user = makeUser()) {
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.authState, JSON.stringify({ state: { token, user, isAuthenticated: true }, version: 0 }));
}

describe('initSession', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false, isLoading: false });
    jest.mocked(getBalance).mockResolvedValue(50_000);
  });

  it('with a valid token: signs in, re-fetches the user and starts realtime', async () => {
    const token = makeToken();
    store(token, makeUser({ username: 'cu' }));
    me.mockResolvedValue(makeUser({ username: 'moi' }));
    const running = initSession();
    expect(sessionStore.isLoading).toBe(true);
    await expect(running).resolves.toBe(true);
    expect(me).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionStore).toMatchObject({ token, isAuthenticated: true, isLoading: false, user: { username: 'moi' } });
    expect(connectRealtime).toHaveBeenCalledWith(token, expect.anything());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authState)!).state.user.username).toBe('moi');
  });

  it('with a valid token but no stored user: authenticates once /auth/me answers', async () => {
    const token = makeToken();
    localStorage.setItem(STORAGE_KEYS.token, token);
    me.mockResolvedValue(makeUser());
    await expect(initSession()).resolves.toBe(true);
    expect(sessionStore.isAuthenticated).toBe(true);
  });

  it('with an expired token: refreshes first, then signs in with the new token', async () => {
    store(makeToken({}, -10));
    const fresh = makeToken();
    refresh.mockResolvedValue(fresh);
    me.mockResolvedValue(makeUser());
    await expect(initSession()).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionStore.token).toBe(fresh);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
  });

  it('with an expired token that cannot be refreshed: clears everything', async () => {
    store(makeToken({}, -10));
    refresh.mockRejectedValue(new ApiError({ status: 401, message: 'x' }));
    await expect(initSession()).resolves.toBe(false);
    expect(me).not.toHaveBeenCalled();
    expect(sessionStore).toMatchObject({ token: null, user: null, isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull();
  });

  it.each([['garbage'], ['a.b.c'], [makeToken({ userId: undefined })]])('with a malformed token %p: clears it', async (token) => {
    store(token);
    await expect(initSession()).resolves.toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    expect(me).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(sessionStore.isAuthenticated).toBe(false);
  });

  it('clears an attempting-login flag left by a reload during a login', async () => {
    sessionStorage.setItem('attempting-login', '1');
    await initSession();
    expect(sessionStorage.getItem('attempting-login')).toBeNull();
  });

  it('without a token: stays signed out and asks nothing', async () => {
    await expect(initSession()).resolves.toBe(false);
    expect(me).not.toHaveBeenCalled();
    expect(meSession).not.toHaveBeenCalled();
    expect(connectRealtime).not.toHaveBeenCalled();
  });

  it("a player's remembered user without a token: forgotten, nothing asked", async () => {
    store(null);
    await expect(initSession()).resolves.toBe(false);
    expect(me).not.toHaveBeenCalled();
    expect(meSession).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull();
  });

  it('when the server refuses the session: clears it', async () => {
    store(makeToken());
    me.mockRejectedValue(new ApiError({ status: 401, message: 'x' }));
    await expect(initSession()).resolves.toBe(false);
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('when offline: keeps the remembered player', async () => {
    const token = makeToken();
    store(token);
    me.mockRejectedValue(new ApiError({ status: 0, message: 'offline' }));
    await expect(initSession()).resolves.toBe(true);
    expect(sessionStore).toMatchObject({ token, isAuthenticated: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
  });

  it('when the page navigates away mid-request (an abort, not an ApiError): keeps the stored session', async () => {
    const token = makeToken();
    store(token);
    me.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    await initSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
  });

  it('when rate-limited: keeps the stored session', async () => {
    const token = makeToken();
    store(token);
    me.mockRejectedValue(new ApiError({ status: 429, message: 'x' }));
    await expect(initSession()).resolves.toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
  });
});

describe('initSession for an operator (the session is an httpOnly cookie)', () => {
  const operator = makeUser({ id: 1, username: 'quantri', role: 'admin' });

  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false, isLoading: false });
    store(null, operator);
  });

  it('asks /auth/me and takes up the session with the CSRF token it answers; realtime goes by the cookie', async () => {
    meSession.mockResolvedValue({ user: { ...operator, username: 'quantri_moi' }, csrfToken: 'csrf-moi' });
    const running = initSession();
    expect(sessionStore.isLoading).toBe(true);
    await expect(running).resolves.toBe(true);
    expect(meSession).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionStore).toMatchObject({ token: null, csrfToken: 'csrf-moi', isAuthenticated: true, isLoading: false });
    expect(sessionStore.user).toMatchObject({ username: 'quantri_moi', role: 'admin' });
    expect(connectRealtime).toHaveBeenCalledWith(null, expect.objectContaining({ onAuthError: expect.any(Function) }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(Object.keys(localStorage).some((key) => localStorage.getItem(key)!.includes('csrf-moi'))).toBe(false);
  });

  it.each([401, 403])('forgets the remembered session when /auth/me answers %i', async (status) => {
    meSession.mockRejectedValue(new ApiError({ status, message: 'x' }));
    await expect(initSession()).resolves.toBe(false);
    expect(sessionStore).toMatchObject({ token: null, csrfToken: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull();
    expect(connectRealtime).not.toHaveBeenCalled();
  });

  it('forgets an answer without a CSRF token', async () => {
    meSession.mockResolvedValue({ user: operator });
    await expect(initSession()).resolves.toBe(false);
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull();
  });

  it.each([
    ['offline', new ApiError({ status: 0, message: 'offline' })],
    ['rate-limited', new ApiError({ status: 429, message: 'x' })],
    ['an abort', new DOMException('The user aborted a request.', 'AbortError')],
  ])('%s: signed out for now, but the remembered session is kept for the next load', async (_label, error) => {
    meSession.mockRejectedValue(error);
    await expect(initSession()).resolves.toBe(false);
    expect(sessionStore).toMatchObject({ isAuthenticated: false, csrfToken: null, isLoading: false });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authState)!).state.user).toMatchObject({ role: 'admin' });
  });
});
