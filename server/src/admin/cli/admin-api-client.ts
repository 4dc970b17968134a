import type { AdminUserDto } from '@app/shared/contracts';

// The operator API over HTTP, as the CLI uses it. The CLI never opens the database: PGlite allows
// one process per data directory, and that process is the running server.
export class AdminApiError extends Error {}

export interface AdminApi {
  findUsers(usernamePrefix?: string): Promise<AdminUserDto[]>;
  ban(userId: number, reason?: string): Promise<{ user: AdminUserDto; message: string }>;
  unban(userId: number): Promise<{ user: AdminUserDto; message: string }>;
  // Any operator endpoint (path relative to the API base, e.g. '/admin/deposits?status=PENDING'):
  // its `data` and `message`, or an AdminApiError with the server's Vietnamese message.
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<{ data: T; message: string }>;
  logout(): Promise<void>;
}

// Auth, core and admin answer {success, data, message}; the payment service {code, statusCode, message, data}.
interface Answer<T> {
  success?: boolean;
  code?: number;
  data?: T;
  message?: string;
}

async function call<T>(apiUrl: string, path: string, init: { method: string; token?: string; body?: unknown }) {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
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
    throw new AdminApiError(answer.message ?? `Máy chủ trả lời mã lỗi ${response.status}.`);
  }
  return answer as Required<Pick<Answer<T>, 'data'>> & Answer<T>;
}

export async function openAdminApi(apiUrl: string, username: string, password: string): Promise<AdminApi> {
  const base = apiUrl.replace(/\/+$/, '');
  const login = await call<{ token: string; user: { role: string } }>(base, '/auth/login', {
    method: 'POST',
    body: { username, password },
  });
  const token = login.data.token;
  if (login.data.user.role !== 'admin') {
    await call(base, '/auth/logout', { method: 'POST', token }).catch(() => undefined);
    throw new AdminApiError(`Tài khoản ${username} không phải tài khoản quản trị.`);
  }

  const withMessage = async (path: string, body?: unknown) => {
    const answer = await call<{ user: AdminUserDto }>(base, path, { method: 'POST', token, body: body ?? {} });
    return { user: answer.data.user, message: answer.message ?? '' };
  };

  return {
    async findUsers(usernamePrefix) {
      const query = usernamePrefix ? `?username=${encodeURIComponent(usernamePrefix)}` : '';
      const answer = await call<{ users: AdminUserDto[] }>(base, `/admin/users${query}`, { method: 'GET', token });
      return answer.data.users;
    },
    ban: (userId, reason) => withMessage(`/admin/users/${userId}/ban`, reason ? { reason } : {}),
    unban: (userId) => withMessage(`/admin/users/${userId}/unban`),
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
      const answer = await call<T>(base, path, { method, token, body: method === 'GET' ? undefined : (body ?? {}) });
      return { data: answer.data, message: answer.message ?? '' };
    },
    async logout() {
      await call(base, '/auth/logout', { method: 'POST', token }).catch(() => undefined);
    },
  };
}
