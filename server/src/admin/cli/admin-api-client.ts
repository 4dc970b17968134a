import { generateSync } from 'otplib';
import {
  ADMIN_PATHS,
  AUTH_PATHS,
  CSRF_HEADER,
  isOperatorRole,
  OPERATOR_SESSION_COOKIE,
  STEP_UP_TARGETS,
  TOTP_ENROLMENT_REQUIRED,
  TOTP_INVALID,
  TOTP_REQUIRED,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_PATHS,
  TWO_FACTOR_SESSION_HEADER,
  type AdminUserDto,
  type TwoFactorAction,
  type TwoFactorTokenDto,
} from '@app/shared/contracts';

// The operator API over HTTP, as the CLI uses it. The CLI never opens the database: PGlite allows
// one process per data directory, and that process is the running server.
export class AdminApiError extends Error {
  // The server's error code ('TOTP_REQUIRED', ...), when it gave one.
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

// The operator's authenticator, read from the environment, never the command line: OPERATOR_TOTP_SECRET
// (base32, the code is computed here for each run) or OPERATOR_TOTP_CODE (typed from the phone).
export interface OperatorTotpSource {
  secret?: string;
  code?: string;
}

const TOTP_STEP_MS = 30_000;
const NEEDS_TOTP_MESSAGE =
  'Tài khoản quản trị cần mã xác thực 6 số: đặt OPERATOR_TOTP_CODE (mã đang hiện trong ứng dụng Authenticator) ' +
  'hoặc OPERATOR_TOTP_SECRET (khóa bí mật base32 của tài khoản) trong biến môi trường, rồi chạy lại lệnh.';
const NEEDS_ENROLMENT_MESSAGE =
  'Tài khoản quản trị này chưa thiết lập xác thực hai lớp. Đăng nhập một lần ở trang quản trị (/quan-tri) ' +
  'để quét mã QR bằng ứng dụng Authenticator, rồi chạy lại lệnh với OPERATOR_TOTP_CODE hoặc OPERATOR_TOTP_SECRET.';

export interface AdminApi {
  findUsers(usernamePrefix?: string): Promise<AdminUserDto[]>;
  ban(userId: number, reason?: string): Promise<{ user: AdminUserDto; message: string }>;
  unban(userId: number): Promise<{ user: AdminUserDto; message: string }>;
  // Any operator endpoint (path relative to the API base, a route table's entry, with its query):
  // its `data` and `message`, or an AdminApiError with the server's Vietnamese message. With
  // `stepUp`, a token of the operator's second-level password for that action and row is asked for
  // first and sent with the request (the actions that create or move money, change settings or who
  // can act).
  request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    stepUp?: StepUp,
  ): Promise<{ data: T; message: string }>;
  logout(): Promise<void>;
}

export interface StepUp {
  action: TwoFactorAction;
  target: string;
}

// Auth, core and admin answer {success, data, message}; the payment service {code, statusCode, message, data}.
interface Answer<T> {
  success?: boolean;
  code?: number;
  data?: T;
  message?: string;
  error?: string;
}

// The CLI's operator session, as a console's: the cookie the login set, sent back with the CSRF token
// the login answered. It lives in this process only (never written down, never printed).
interface CliSession {
  cookie: string;
  csrfToken: string;
}

async function call<T>(
  apiUrl: string,
  path: string,
  init: { method: string; session?: CliSession; body?: unknown; headers?: Record<string, string> },
) {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.session ? { cookie: `${OPERATOR_SESSION_COOKIE}=${init.session.cookie}`, [CSRF_HEADER]: init.session.csrfToken } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new AdminApiError(
      `Không thể kết nối máy chủ tại ${apiUrl} (${(error as Error).message}). Máy chủ có đang chạy không? ` +
        'Đặt ADMIN_API_URL nếu máy chủ chạy ở địa chỉ khác.',
    );
  }
  let answer: Answer<T> = {};
  try {
    answer = (await response.json()) as Answer<T>;
  } catch {
    // Not JSON (a proxy error page): the status code below says enough.
  }
  if (!response.ok || !(answer.success || answer.code === 0)) {
    throw new AdminApiError(answer.message ?? `Máy chủ trả lời mã lỗi ${response.status}.`, answer.error);
  }
  return Object.assign(answer as Required<Pick<Answer<T>, 'data'>> & Answer<T>, { setCookies: response.headers.getSetCookie() });
}

const cookieNamed = (setCookies: string[], name: string): string | null => {
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
};

// `secondPassword` (OPERATOR_SECOND_PASSWORD) is read from the environment, never the command line
// that the shell's history and ps keep; only the commands behind a step-up need it.
export async function openAdminApi(
  apiUrl: string,
  username: string,
  password: string,
  secondPassword?: string,
  totp: OperatorTotpSource = {},
): Promise<AdminApi> {
  const base = apiUrl.replace(/\/+$/, '');
  const login = await signIn(base, username, password, totp);
  const cookie = cookieNamed(login.setCookies, OPERATOR_SESSION_COOKIE);
  if (!isOperatorRole(login.data.user.role) || !cookie || !login.data.csrfToken) {
    // A player's account signed in with a token: that session is ended again at once.
    const token = login.data.token;
    if (token)
      await call(base, AUTH_PATHS.logout, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    throw new AdminApiError(`Tài khoản ${username} không phải tài khoản quản trị.`);
  }
  const session: CliSession = { cookie, csrfToken: login.data.csrfToken };

  const stepUpHeaders = async (stepUp: StepUp | undefined): Promise<Record<string, string>> => {
    if (!stepUp) return {};
    if (!secondPassword) {
      throw new AdminApiError(
        'Đặt mật khẩu cấp 2 của tài khoản quản trị vào biến môi trường OPERATOR_SECOND_PASSWORD để thực hiện thao tác này.',
      );
    }
    const answer = await call<TwoFactorTokenDto>(base, TWO_FACTOR_PATHS.validate, {
      method: 'POST',
      session,
      body: { secondaryPassword: secondPassword, action: stepUp.action, target: stepUp.target },
    });
    return { [TWO_FACTOR_SESSION_HEADER]: answer.data.sessionId };
  };

  const withMessage = async (path: string, body: unknown, stepUp: StepUp) => {
    const headers = await stepUpHeaders(stepUp);
    const answer = await call<{ user: AdminUserDto }>(base, path, { method: 'POST', session, body, headers });
    return { user: answer.data.user, message: answer.message ?? '' };
  };
  const access = (userId: number): StepUp => ({ action: TWO_FACTOR_ACTIONS.operatorAccess, target: STEP_UP_TARGETS.user(userId) });

  return {
    async findUsers(usernamePrefix) {
      const query = usernamePrefix ? `?q=${encodeURIComponent(usernamePrefix)}` : '';
      const answer = await call<{ users: AdminUserDto[] }>(base, `${ADMIN_PATHS.users}${query}`, { method: 'GET', session });
      return answer.data.users;
    },
    ban: (userId, reason) => withMessage(ADMIN_PATHS.ban(userId), reason ? { reason } : {}, access(userId)),
    unban: (userId) => withMessage(ADMIN_PATHS.unban(userId), {}, access(userId)),
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, stepUp?: StepUp) {
      const headers = await stepUpHeaders(stepUp);
      const answer = await call<T>(base, path, { method, session, body: method === 'GET' ? undefined : (body ?? {}), headers });
      return { data: answer.data, message: answer.message ?? '' };
    },
    async logout() {
      await call(base, AUTH_PATHS.logout, { method: 'POST', session }).catch(() => undefined);
    },
  };
}

type LoginData = { token?: string; csrfToken?: string; user: { role: string } };
type LoginAnswer = Awaited<ReturnType<typeof call<LoginData>>>;

async function signIn(base: string, username: string, password: string, totp: OperatorTotpSource): Promise<LoginAnswer> {
  const attempt = (totpCode: string | undefined) =>
    call<LoginData>(base, AUTH_PATHS.login, {
      method: 'POST',
      body: { username, password, ...(totpCode ? { totpCode } : {}) },
    });
  const secret = totp.secret?.replace(/\s/g, '').toUpperCase();
  try {
    return await attempt(secret ? generateSync({ secret }) : totp.code?.trim());
  } catch (error) {
    if (!(error instanceof AdminApiError)) throw error;
    if (error.code === TOTP_ENROLMENT_REQUIRED) throw new AdminApiError(NEEDS_ENROLMENT_MESSAGE, error.code);
    if (error.code === TOTP_REQUIRED) throw new AdminApiError(NEEDS_TOTP_MESSAGE, error.code);
    // A code is taken once: a command run right after another, in the same 30 seconds, waits for the
    // next one (the refused try counts as a wrong one, as any replay does).
    if (error.code === TOTP_INVALID && secret) {
      await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500));
      return attempt(generateSync({ secret }));
    }
    throw error;
  }
}
