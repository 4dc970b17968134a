// The endpoints any page may call, signed in or not (the session, the site's configuration,
// password recovery): one file per endpoint, in the folder of the server feature whose route table
// it calls (auth/ calls AUTH_PATHS, as server/src/auth/ registers them). A signed-in player's
// screens' own are in signed-in.ts; the inbox's are reached through its store only.
export { getMe } from './auth/get-me';
export { postLogin, type LoginPayload } from './auth/post-login';
export { postLogout } from './auth/post-logout';
export { postRefreshToken } from './auth/post-refresh-token';
export { postSignup, type SignupPayload } from './auth/post-signup';
export { postTotpEnroll } from './auth/post-totp-enroll';
export { getBalance } from './core/get-balance';
export { postRecoveryStart, type RecoveryStartPayload } from './password-recovery/post-recovery-start';
export { postRecoveryReset, type RecoveryResetPayload } from './password-recovery/post-recovery-reset';
export { getPublicConfig, type PublicConfig } from './static/get-public-config';
