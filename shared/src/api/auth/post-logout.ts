import { CSRF_HEADER } from '../../contracts/api';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { AUTH_PATHS } from '../../contracts/routes';

/**
 * POST /api/auth/logout: revokes the session server-side (a player's refresh token, an operator's
 * cookie session). `token` is a player's access token, `csrfToken` an operator's, of the session
 * being ended (the session store is already cleared when this is sent). Never triggers a refresh or
 * another logout.
 */
export async function postLogout(options: RequestOptions & { token?: string | null; csrfToken?: string | null } = {}): Promise<void> {
  const { token, csrfToken, headers, ...rest } = options;
  await api.post(AUTH_PATHS.logout, {
    ...rest,
    skipAuthHandling: true,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}) },
  });
}
