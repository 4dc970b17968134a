import { AUTH_MESSAGES } from '../contracts/messages';
import type { SessionGrant, User } from '../contracts/api';
import { refreshBalance } from '../balance/balance-store';
import { ApiError } from '../http/api-error';
import { postLogin, type LoginPayload } from '../api/auth/post-login';
import { postSignup, type SignupPayload } from '../api/auth/post-signup';
import type { RequestOptions } from '../http/request-options';
import { refreshUser } from './refresh-user';
import { sessionStore } from './session-store';
import { clearSessionFlag, setSessionFlag, type SessionFlag } from './session-flags';
import { setAuth } from './set-auth';
import { dismissSignInNotice } from './sign-in-notice';
import { learnServerClock } from './token';

type AuthCall = () => Promise<SessionGrant>;

async function authenticate(call: AuthCall, doneFlag: SessionFlag): Promise<User> {
  // While this flag is set a 401 means "wrong credentials", never "refresh and retry", and the
  // auth layout lets the login screen finish instead of bouncing the new session to /.
  setSessionFlag('attemptingLogin');
  try {
    const grant = await call();
    if ('token' in grant) learnServerClock(grant.token);
    if (!setAuth(grant)) {
      throw new ApiError({ status: 401, message: AUTH_MESSAGES.tokenInvalid, error: 'INVALID_TOKEN' });
    }
    // After login the user and the balance are fetched again; neither may
    // turn a successful login into a failure.
    await Promise.allSettled([refreshUser(), refreshBalance()]);
    setSessionFlag(doneFlag);
    // Signed in again: the notice of the session that ended elsewhere has done its work.
    dismissSignInNotice();
    return sessionStore.user ?? grant.user;
  } finally {
    clearSessionFlag('attemptingLogin');
  }
}

/**
 * Signs in. Throws ApiError (Vietnamese message, `field` when the server names one).
 * Forms that show the error inline pass { silent: true }.
 */
export function login(body: LoginPayload, options?: RequestOptions): Promise<User> {
  return authenticate(() => postLogin(body, options), 'justLoggedIn');
}

/**
 * Signs in with a session the server already issued (an operator's enrolment answers one with the
 * recovery codes): the page shows the codes first, then calls this.
 */
export function signInWith(issued: SessionGrant): Promise<User> {
  return authenticate(() => Promise.resolve(issued), 'justLoggedIn');
}

/** Registers and signs in (the server answers 201 with a session). */
export function signup(body: SignupPayload, options?: RequestOptions): Promise<User> {
  return authenticate(() => postSignup(body, options), 'justRegistered');
}
