import { SESSION_FLAGS, STORAGE_KEYS } from '../../contracts/constants';
import { balanceStore, setBalance } from '../../balance/balance-store';
import { postLogout } from '../../api/auth/post-logout';
import { notify } from '../../notify/notify';
import { disconnectRealtime } from '../../realtime/connection';
import { logout, onLogout } from '../logout';
import { pageNavigation } from '../navigation';
import { takePendingNotice, takePendingNoticeWithType } from '../pending-notice';
import { dismissSignInNotice, readSignInNotice } from '../sign-in-notice';
import { sessionStore } from '../session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';

jest.mock('../../api/auth/post-logout');
jest.mock('../../realtime/connection');
jest.mock('../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

describe('logout', () => {
  let assign: jest.SpyInstance;
  let token: string;

  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(postLogout).mockResolvedValue(undefined);
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    token = makeToken();
    Object.assign(sessionStore, { token, csrfToken: null, user: makeUser(), isAuthenticated: true, isLoading: false });
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.authState, '{}');
    localStorage.setItem(STORAGE_KEYS.twoFactorSession, '2fa_session_1');
    localStorage.setItem('xocdia-inactivity', JSON.stringify({ consecutiveInactiveSessions: 3 }));
    localStorage.setItem('payment-cache', '{}');
    for (const key of Object.values(SESSION_FLAGS)) sessionStorage.setItem(key, '1');
    setBalance(250_000, 'test');
  });

  afterEach(() => assign.mockRestore());

  it('clears all storage, auth state, balance and realtime, then goes to /', async () => {
    await logout();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(balanceStore).toMatchObject({ balance: 0, lastUpdated: null, isInitialized: false });
    expect(disconnectRealtime).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('tells the server with the ended session token (best effort)', async () => {
    await logout();
    expect(postLogout).toHaveBeenCalledWith(expect.objectContaining({ token, silent: true }));
  });

  it("an operator's: tells the server with the CSRF token (the cookie goes by itself), and forgets it", async () => {
    Object.assign(sessionStore, { token: null, csrfToken: 'csrf-van-hanh', user: makeUser({ role: 'admin' }) });
    localStorage.removeItem(STORAGE_KEYS.token);
    await logout();
    expect(postLogout).toHaveBeenCalledWith(expect.objectContaining({ token: null, csrfToken: 'csrf-van-hanh', silent: true }));
    expect(sessionStore).toMatchObject({ token: null, csrfToken: null, user: null, isAuthenticated: false });
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still logs out locally and navigates when the server call fails', async () => {
    jest.mocked(postLogout).mockRejectedValue(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logout();
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(assign).toHaveBeenCalledWith('/');
    warn.mockRestore();
  });

  it('keeps a notice across the navigation, readable once', async () => {
    await logout({ notice: 'Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.' });
    expect(notify.error).not.toHaveBeenCalled();
    expect(takePendingNoticeWithType()).toEqual({ message: 'Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.', type: 'error' });
    expect(takePendingNotice()).toBeNull();
  });

  it('a login on another device: the notice waits for the login form, not in a toast', async () => {
    await logout({ reason: 'NEW_LOGIN', notice: 'Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.' });
    expect(notify.error).not.toHaveBeenCalled();
    expect(takePendingNotice()).toBeNull();
    expect(readSignInNotice()).toBe('Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.');
    // Read as often as the form is drawn (a reload), until the player closes it or signs in.
    expect(readSignInNotice()).toBe('Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.');
    dismissSignInNotice();
    expect(readSignInNotice()).toBeNull();
  });

  it('with redirect false: stays on the page and toasts the notice at once', async () => {
    await logout({ redirect: false, notice: 'Hết phiên', noticeType: 'info' });
    expect(assign).not.toHaveBeenCalled();
    expect(notify.info).toHaveBeenCalledWith('Hết phiên');
    expect(takePendingNotice()).toBeNull();
  });

  it('runs once for simultaneous calls; the first notice wins', async () => {
    await Promise.all([logout({ notice: 'một' }), logout({ notice: 'hai' })]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(postLogout).toHaveBeenCalledTimes(1);
    expect(takePendingNotice()).toBe('một');
  });

  it('a second logout right after keeps the first notice', async () => {
    await logout({ notice: 'một' });
    await logout({ notice: 'hai' });
    expect(takePendingNotice()).toBe('một');
  });

  it('tells listeners, with the reason', async () => {
    const listener = jest.fn();
    const off = onLogout(listener);
    await logout({ reason: 'NEW_LOGIN' });
    off();
    await logout();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ reason: 'NEW_LOGIN' });
  });
});
