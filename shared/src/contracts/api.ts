// Shapes of the auth and core API: {success, data?, error?, message?}.
// The people who run the site have one of three roles; everyone else is a player ('user').
// `admin` may do everything; `ke_toan` (accounting) handles money: deposits, bank transfers and
// withdrawals, listed and decided; `cskh` (customer support) reads players, deposits and transfers
// and moves no money. Who may use which /api/admin route is OPERATOR_ACCESS below, for the server's
// guards and the console's navigation alike.
export const OPERATOR_ROLES = ['admin', 'ke_toan', 'cskh'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export type Role = 'user' | OperatorRole;

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  admin: 'Quản trị viên',
  ke_toan: 'Kế toán',
  cskh: 'Chăm sóc khách hàng',
};

export const isOperatorRole = (role: unknown): role is OperatorRole => OPERATOR_ROLES.includes(role as OperatorRole);

// The roles each part of the console is open to. `read`: the overview, the queues' counts, rounds,
// players, deposit orders and bank transfers (as lists). `money`: every deposit, transfer and
// withdrawal action, the withdrawal queue, the house balance and the ledger check. `admin`: the
// settings (receiving accounts, deposit configs, game limits), bans, dev tools, lifting a
// self-exclusion and the audit log. `support`: a recovery code sent to a player's phone. Operators themselves are managed on the host only.
export const OPERATOR_ACCESS = {
  read: OPERATOR_ROLES,
  money: ['admin', 'ke_toan'],
  admin: ['admin'],
  // The business's figures and the exports, which hold players' personal data.
  reports: ['admin', 'ke_toan'],
  // Support's work on a player's account that moves no money: sending a recovery code to the
  // player's registered phone.
  support: ['admin', 'cskh'],
  // Notes and tags on a player: every operator who talks to players keeps them.
  notes: OPERATOR_ROLES,
  // The tables' chat: reading every message with its author, hiding one, muting a player, the word
  // filter and each table's switch. Support watches the chat as it talks to players; accounting
  // does not.
  chat: ['admin', 'cskh'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorAccess = keyof typeof OPERATOR_ACCESS;

export const operatorMay = (role: Role | null | undefined, access: OperatorAccess): boolean =>
  (OPERATOR_ACCESS[access] as readonly string[]).includes(role ?? '');

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

// What a sign-in hands the page. A player's session is an access token the page keeps (renewed
// with the httpOnly refresh cookie). An operator's session is an httpOnly cookie the page never
// sees (OPERATOR_SESSION_COOKIE): the page gets only the CSRF token its state-changing calls send
// back in CSRF_HEADER, so a script on the page has no credential to carry away.
export type SessionGrant = { token: string; user: User } | { csrfToken: string; user: User };
export type LoginResult = ApiResult<SessionGrant>;
// The enrolment's answer: a session as login's, and the recovery codes, shown this once.
export type TotpEnrolResult = ApiResult<SessionGrant & { recoveryCodes: string[] }>;
// An operator's page, opened again, learns its CSRF token here (its cookie came along).
export type MeResult = ApiResult<{ user: User; csrfToken?: string }>;
export type RefreshResult = ApiResult<{ token: string }>;
export type BalanceResult = ApiResult<{ balance: number }>;

export const REFRESH_COOKIE = 'refresh_token';
// An operator's session: httpOnly, SameSite=Strict, Secure over https, path / (the API, the socket
// and the console's own files all need it).
export const OPERATOR_SESSION_COOKIE = 'operator_session';

// The header a cookie-authenticated request that changes something carries, with the token the
// session gave (a page of another site cannot read it, so cannot forge the request).
export const CSRF_HEADER = 'x-csrf-token';
