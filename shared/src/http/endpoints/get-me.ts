import { AUTH_PATHS, type MeResult, type User } from '../../contracts/api';
import { api } from '../client';
import type { RequestOptions } from '../request-options';
import { unwrap } from '../read-answer';

/** GET /api/auth/me → the signed-in user. */
export async function getMe(options?: RequestOptions): Promise<User> {
  return unwrap(await api.get(AUTH_PATHS.me, options).json<MeResult>()).user;
}
