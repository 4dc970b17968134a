import { HTTP_MESSAGES } from '../../contracts/messages';
import { ApiError } from '../../http/api-error';
import { postRefreshToken } from '../../api/auth/post-refresh-token';
import { postLogout } from '../../api/auth/post-logout';
import { pageNavigation } from '../navigation';
import { takePendingNoticeWithType } from '../pending-notice';
import { sessionStore } from '../session-store';
import { startTokenWatch } from '../token-watch';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';

jest.mock('../../api/auth/post-refresh-token');
jest.mock('../../api/auth/post-logout');
jest.mock('../../realtime/connection');

const refresh = jest.mocked(postRefreshToken);
const MIN = 60_000;

function signIn(expiresInSec: number) {
  Object.assign(sessionStore, { token: makeToken({}, expiresInSec), user: makeUser(), isAuthenticated: true });
}

describe('startTokenWatch (every 30 s)', () => {
  let stop: () => void = () => undefined;
  let assign: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(postLogout).mockResolvedValue(undefined);
    refresh.mockReset();
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    sessionStorage.clear();
  });

  afterEach(() => {
    stop();
    assign.mockRestore();
    jest.useRealTimers();
  });

  it('leaves a token with more than 5 minutes alone', async () => {
    signIn(10 * 60);
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('checks only every 30 s', async () => {
    signIn(4 * 60);
    refresh.mockImplementation(async () => makeToken({}, 15 * 60));
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(29_999);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes within 5 minutes of expiry and stores the new token', async () => {
    signIn(4 * 60);
    const fresh = makeToken({}, 15 * 60);
    refresh.mockResolvedValue(fresh);
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionStore.token).toBe(fresh);
    expect(localStorage.getItem('auth-token')).toBe(fresh);
  });

  it('only logs a failed early refresh and keeps the session', async () => {
    signIn(4 * 60);
    const token = sessionStore.token;
    refresh.mockRejectedValue(new ApiError({ status: 401, message: 'x' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(warn).toHaveBeenCalled();
    expect(sessionStore.token).toBe(token);
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refreshes an expired token', async () => {
    signIn(10);
    const fresh = makeToken({}, 15 * 60);
    refresh.mockResolvedValue(fresh);
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sessionStore.token).toBe(fresh);
    expect(sessionStore.isAuthenticated).toBe(true);
  });

  it('logs out with the expiry notice when an expired token cannot be refreshed', async () => {
    signIn(10);
    refresh.mockRejectedValue(new ApiError({ status: 401, message: 'refused' }));
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(sessionStore.token).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    expect(takePendingNoticeWithType()).toEqual({ message: HTTP_MESSAGES.sessionExpired, type: 'error' });
  });

  it('keeps an expired session while the refresh endpoint is unreachable (next tick retries)', async () => {
    signIn(10);
    refresh.mockRejectedValueOnce(new ApiError({ status: 0, message: HTTP_MESSAGES.noConnection }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(assign).not.toHaveBeenCalled();
    const fresh = makeToken({}, 15 * 60);
    refresh.mockResolvedValueOnce(fresh);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sessionStore.token).toBe(fresh);
    warn.mockRestore();
  });

  it('stops when asked, and a second start replaces the first', async () => {
    signIn(4 * 60);
    refresh.mockImplementation(async () => makeToken({}, 4 * 60));
    const first = startTokenWatch();
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    first();
  });

  it('does nothing without a session', async () => {
    Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
    stop = startTokenWatch();
    await jest.advanceTimersByTimeAsync(5 * MIN);
    expect(refresh).not.toHaveBeenCalled();
  });
});
