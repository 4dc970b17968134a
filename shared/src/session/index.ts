// Wires the session into the HTTP client and the socket (first: before anything can use them).
import './wire-session';

export { sessionStore, type SessionState } from './session-store';
export { decodeToken, isTokenFormatValid, isTokenExpired, learnServerClock, serverNow, tokenExpiresInMs } from './token';
export { setAuth } from './set-auth';
export { login, signInWith, signup } from './login';
export { logout, onLogout, type LogoutOptions, type LogoutListener } from './logout';
export { takePendingNotice, takePendingNoticeWithType, type PendingNotice } from './pending-notice';
export { readSignInNotice, dismissSignInNotice } from './sign-in-notice';
export { refreshToken } from './refresh-token';
export { refreshUser } from './refresh-user';
export { initSession } from './init-session';
export { startTokenWatch, checkToken } from './token-watch';
export { installReturnReload } from './return-reload';
export {
  shouldRedirectFromAuthPage,
  readAuthPageFlags,
  clearJustLoggedIn,
  isLoginAttempt,
  hasSessionFlag,
  clearSessionFlag,
  type AuthPageState,
  type SessionFlag,
} from './session-flags';
export { pageNavigation } from './navigation';
export { keepThroughLogout, localKeys, readLocal, writeLocal, removeLocal } from './storage';
export { useSession } from './use-session';
