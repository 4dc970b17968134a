import { postRefreshToken } from '../../api/auth/post-refresh-token';
import { logout } from '../logout';
import { pageNavigation } from '../navigation';
import { refreshToken } from '../refresh-token';
import { sessionStore } from '../session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';

jest.mock('../../api/auth/post-refresh-token');
jest.mock('../../api/auth/post-logout');
jest.mock('../../realtime/connection');

const refresh = jest.mocked(postRefreshToken);

describe('refreshToken', () => {
  beforeEach(() => {
    refresh.mockReset();
    Object.assign(sessionStore, { token: makeToken(), user: makeUser(), isAuthenticated: true });
  });

  it('shares one request between concurrent callers', async () => {
    const fresh = makeToken();
    let answer!: (token: string) => void;
    refresh.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const calls = [refreshToken(), refreshToken(), refreshToken()];
    answer(fresh);
    await expect(Promise.all(calls)).resolves.toEqual([fresh, fresh, fresh]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ silent: true });
  });

  it('starts a new request once the previous one settled', async () => {
    refresh.mockResolvedValueOnce(makeToken()).mockResolvedValueOnce(makeToken());
    await refreshToken();
    await refreshToken();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('rejects a malformed token and keeps the old one', async () => {
    const old = sessionStore.token;
    refresh.mockResolvedValue('not.a.jwt');
    await expect(refreshToken()).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.token).toBe(old);
  });

  it('does not bring a session back when the player logged out meanwhile', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    let answer!: (token: string) => void;
    refresh.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const pending = refreshToken();
    await logout();
    answer(makeToken());
    await expect(pending).rejects.toMatchObject({ error: 'SESSION_ENDED' });
    expect(sessionStore.token).toBeNull();
    expect(localStorage.getItem('auth-token')).toBeNull();
    assign.mockRestore();
  });
});
