import { SESSION_FLAGS, STORAGE_KEYS } from '../../contracts/constants';
import { balanceStore } from '../../balance/balance-store';
import { ApiError } from '../../http/api-error';
import { getBalance } from '../../api/core/get-balance';
import { getMe } from '../../api/auth/get-me';
import { postLogin } from '../../api/auth/post-login';
import { postSignup } from '../../api/auth/post-signup';
import { connectRealtime } from '../../realtime/connection';
import { login, signInWith, signup } from '../login';
import { sessionStore } from '../session-store';
import { setAuth } from '../set-auth';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';

jest.mock('../../api/auth/post-login');
jest.mock('../../api/auth/post-signup');
jest.mock('../../api/auth/get-me');
jest.mock('../../api/core/get-balance');
jest.mock('../../api/auth/post-logout');
jest.mock('../../realtime/connection');

const flag = (name: keyof typeof SESSION_FLAGS) => sessionStorage.getItem(SESSION_FLAGS[name]);

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
const stored = () =>
  [localStorage, sessionStorage].flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`)).concat(document.cookie);
const operator = makeUser({ id: 1, username: 'quantri', role: 'admin' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false, isLoading: false });
  Object.assign(balanceStore, { balance: 0, isLoading: false, lastUpdated: null, isInitialized: false });
  jest.mocked(getMe).mockResolvedValue(makeUser({ username: 'tu_me' }));
  jest.mocked(getBalance).mockResolvedValue(120_000);
});

describe('setAuth', () => {
  it('accepts a valid unexpired token with a user: state, storage, marker, realtime', () => {
    const token = makeToken();
    expect(setAuth({ token, user: makeUser() })).toBe(true);
    expect(sessionStore).toMatchObject({ token, isAuthenticated: true, user: { id: 7 } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authState)!)).toMatchObject({ state: { token, isAuthenticated: true } });
    expect(JSON.parse(flag('loginSession')!)).toMatchObject({ userId: 7 });
    expect(connectRealtime).toHaveBeenCalledWith(token, expect.objectContaining({ onAuthError: expect.any(Function) }));
  });

  it.each([
    ['an expired token', () => makeToken({}, -1), makeUser()],
    ['a malformed token', () => 'x.y.z', makeUser()],
    ['no user', () => makeToken(), null],
  ])('refuses %s and changes nothing', (_label, token, user) => {
    expect(setAuth({ token: token(), user })).toBe(false);
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(connectRealtime).not.toHaveBeenCalled();
  });
});

describe('login', () => {
  it('sets attempting-login during the call, then signs in, re-fetches user and balance, sets just-logged-in', async () => {
    const token = makeToken();
    let during: string | null = null;
    jest.mocked(postLogin).mockImplementation(async () => {
      during = flag('attemptingLogin');
      return { token, user: makeUser() };
    });
    const user = await login({ username: 'nguoichoi', password: 'matkhau123' }, { silent: true });
    expect(during).toBe('1');
    expect(flag('attemptingLogin')).toBeNull();
    expect(flag('justLoggedIn')).toBe('1');
    expect(flag('justRegistered')).toBeNull();
    expect(postLogin).toHaveBeenCalledWith({ username: 'nguoichoi', password: 'matkhau123' }, { silent: true });
    expect(getMe).toHaveBeenCalled();
    expect(getBalance).toHaveBeenCalled();
    expect(user.username).toBe('tu_me');
    expect(sessionStore).toMatchObject({ token, isAuthenticated: true });
    expect(balanceStore.balance).toBe(120_000);
  });

  it('throws the ApiError and clears the attempt flag on failure', async () => {
    const error = new ApiError({ status: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    jest.mocked(postLogin).mockRejectedValue(error);
    await expect(login({ username: 'a', password: 'b' })).rejects.toBe(error);
    expect(flag('attemptingLogin')).toBeNull();
    expect(flag('justLoggedIn')).toBeNull();
    expect(sessionStore.isAuthenticated).toBe(false);
  });

  it('refuses an answer carrying an expired token', async () => {
    jest.mocked(postLogin).mockResolvedValue({ token: makeToken({}, -5), user: makeUser() });
    await expect(login({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.isAuthenticated).toBe(false);
  });

  it('succeeds even if the follow-up user and balance fetches fail', async () => {
    jest.mocked(postLogin).mockResolvedValue({ token: makeToken(), user: makeUser() });
    jest.mocked(getMe).mockRejectedValue(new ApiError({ status: 0, message: 'offline' }));
    jest.mocked(getBalance).mockRejectedValue(new ApiError({ status: 0, message: 'offline' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(login({ username: 'a', password: 'b' })).resolves.toMatchObject({ id: 7 });
    expect(flag('justLoggedIn')).toBe('1');
    warn.mockRestore();
  });
});

describe("an operator's sign-in (the session is an httpOnly cookie)", () => {
  beforeEach(() => jest.mocked(getMe).mockResolvedValue(operator));

  it('keeps the CSRF token in memory only, stores no token, and writes nothing credential-like anywhere', async () => {
    // A player's token left behind by an earlier session must not outlive the operator's sign-in either.
    localStorage.setItem(STORAGE_KEYS.token, makeToken());
    jest.mocked(postLogin).mockResolvedValue({ csrfToken: 'csrf-van-hanh', user: operator });
    await expect(login({ username: 'quantri', password: 'quantri123', totpCode: '123456' })).resolves.toMatchObject({ role: 'admin' });
    expect(sessionStore).toMatchObject({ token: null, csrfToken: 'csrf-van-hanh', isAuthenticated: true, user: { role: 'admin' } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    // The user is remembered (the next page load asks /auth/me), with no token.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authState)!)).toEqual({
      state: { token: null, user: operator, isAuthenticated: true },
      version: 0,
    });
    expect(flag('justLoggedIn')).toBe('1');
    const everything = stored();
    expect(everything.filter((entry) => JWT.test(entry))).toEqual([]);
    expect(everything.filter((entry) => entry.includes('csrf-van-hanh'))).toEqual([]);
    // The socket goes with the cookie, no token; an operator holds no wallet to read.
    expect(connectRealtime).toHaveBeenCalledWith(null, expect.objectContaining({ onAuthError: expect.any(Function) }));
    expect(getBalance).not.toHaveBeenCalled();
  });

  it('signInWith takes the enrolment answer (the recovery codes are not kept)', async () => {
    const issued = { csrfToken: 'csrf-van-hanh', user: operator, recoveryCodes: ['abcd0-efgh0'] };
    await signInWith(issued);
    expect(sessionStore).toMatchObject({ token: null, csrfToken: 'csrf-van-hanh', isAuthenticated: true });
    expect(stored().filter((entry) => JWT.test(entry) || entry.includes('abcd0-efgh0') || entry.includes('csrf-van-hanh'))).toEqual([]);
  });

  it('refuses a grant with an empty CSRF token', async () => {
    expect(setAuth({ csrfToken: '', user: operator })).toBe(false);
    jest.mocked(postLogin).mockResolvedValue({ csrfToken: '', user: operator });
    await expect(login({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull();
  });

  it("a player's sign-in after it clears the CSRF token", () => {
    expect(setAuth({ csrfToken: 'csrf-van-hanh', user: operator })).toBe(true);
    const token = makeToken();
    expect(setAuth({ token, user: makeUser() })).toBe(true);
    expect(sessionStore).toMatchObject({ token, csrfToken: null });
  });
});

describe('signup', () => {
  it('signs in and sets just-registered', async () => {
    jest.mocked(postSignup).mockResolvedValue({ token: makeToken(), user: makeUser() });
    await signup({ username: 'nguoimoi', phone: '0912345678', password: 'matkhau123' });
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(flag('justRegistered')).toBe('1');
    expect(flag('attemptingLogin')).toBeNull();
  });
});
