import { SESSION_FLAGS } from '../../contracts/constants';
import { clearJustLoggedIn, readAuthPageFlags, shouldRedirectFromAuthPage } from '../session-flags';
import { sessionStore } from '../session-store';

describe('shouldRedirectFromAuthPage', () => {
  it.each([
    // isAuthenticated, attemptingLogin, justLoggedIn → redirect
    [false, false, false, false],
    [false, true, false, false],
    [false, true, true, false],
    [true, false, false, true],
    [true, true, false, false], // own login still finishing: stay on the page
    [true, true, true, true],
    [true, false, true, true],
  ])('authenticated=%p attempting=%p justLoggedIn=%p → %p', (isAuthenticated, attemptingLogin, justLoggedIn, expected) => {
    expect(shouldRedirectFromAuthPage({ isAuthenticated, attemptingLogin, justLoggedIn })).toBe(expected);
  });
});

describe('flags in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the two flags of the rule', () => {
    expect(readAuthPageFlags()).toEqual({ attemptingLogin: false, justLoggedIn: false });
    sessionStorage.setItem(SESSION_FLAGS.attemptingLogin, '1');
    sessionStorage.setItem(SESSION_FLAGS.justLoggedIn, '1');
    expect(readAuthPageFlags()).toEqual({ attemptingLogin: true, justLoggedIn: true });
  });

  it('clearJustLoggedIn removes only that flag', () => {
    sessionStorage.setItem(SESSION_FLAGS.attemptingLogin, '1');
    sessionStorage.setItem(SESSION_FLAGS.justLoggedIn, '1');
    clearJustLoggedIn();
    expect(sessionStorage.getItem(SESSION_FLAGS.justLoggedIn)).toBeNull();
    expect(sessionStorage.getItem(SESSION_FLAGS.attemptingLogin)).toBe('1');
  });
});

describe('shouldRedirectFromAuthPage() without arguments', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    sessionStore.isAuthenticated = false;
  });

  it('reads the session store and the flags', () => {
    expect(shouldRedirectFromAuthPage()).toBe(false);
    sessionStore.isAuthenticated = true;
    expect(shouldRedirectFromAuthPage()).toBe(true);
    sessionStorage.setItem(SESSION_FLAGS.attemptingLogin, '1');
    expect(shouldRedirectFromAuthPage()).toBe(false);
    sessionStorage.setItem(SESSION_FLAGS.justLoggedIn, '1');
    expect(shouldRedirectFromAuthPage()).toBe(true);
  });
});
