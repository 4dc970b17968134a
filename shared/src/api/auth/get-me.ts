import { type MeResult, type User } from '../../contracts/api';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { unwrap } from '../../http/read-answer';
import { AUTH_PATHS } from '../../contracts/routes';

/** GET /api/auth/me → the signed-in user, and an operator's CSRF token (their cookie came along). */
export async function getMeSession(options?: RequestOptions): Promise<{ user: User; csrfToken?: string }> {
  return unwrap(await api.get(AUTH_PATHS.me, options).json<MeResult>());
}

/** GET /api/auth/me → the signed-in user. */
export async function getMe(options?: RequestOptions): Promise<User> {
  return (await getMeSession(options)).user;
}
