// Shapes of the auth and core API: {success, data?, error?, message?}.
export type Role = 'user' | 'admin';

export interface User {
  id: number;
  username: string;
  phone: string;
  role: Role;
  dev_tools_enabled: boolean;
  createdAt: string;
}

export interface TokenPayload {
  exp: number;
  iat: number;
  userId: number;
  username: string;
  role: Role;
  sid: string;
}

export interface ApiResult<T> {
  success: boolean;
  data?: T;
  error?: string;
  message?: string;
  field?: string;
}

export type LoginResult = ApiResult<{ token: string; user: User }>;
// The enrolment's answer: a session as login's, and the recovery codes, shown this once.
export type TotpEnrolResult = ApiResult<{ token: string; user: User; recoveryCodes: string[] }>;
export type MeResult = ApiResult<{ user: User }>;
export type RefreshResult = ApiResult<{ token: string }>;
export type BalanceResult = ApiResult<{ balance: number }>;

export const AUTH_PATHS = {
  login: '/auth/login',
  signup: '/auth/signup',
  // A proof-of-work challenge for the bot check (ALTCHA), asked before signup and risky logins.
  challenge: '/auth/challenge',
  // An operator's first authenticator code, with the ticket the login answered: signs in.
  totpEnroll: '/auth/totp/enroll',
  me: '/auth/me',
  refresh: '/auth/refresh-token',
  logout: '/auth/logout',
  balance: '/core/balance',
  changePassword: '/core/change-password',
} as const;

export const REFRESH_COOKIE = 'refresh_token';
