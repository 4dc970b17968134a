import { AUTH_PATHS } from '../../contracts/api';
import { api } from '../client';
import type { RequestOptions } from '../request-options';

/**
 * POST /api/auth/logout: revokes the refresh token server-side. `token` is the access token of
 * the session being ended (the session store is already cleared when this is sent). Never
 * triggers a refresh or another logout.
 */
export async function postLogout(options: RequestOptions & { token?: string | null } = {}): Promise<void> {
  const { token, headers, ...rest } = options;
  await api.post(AUTH_PATHS.logout, {
    ...rest,
    skipAuthHandling: true,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
