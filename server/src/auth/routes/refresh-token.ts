import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_PATHS, type RefreshResult } from '@app/shared/contracts';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { dto, string, successSchema, type DataOf } from '../../http/schemas';
import { refreshMissing } from '../auth-errors';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../refresh-token';

// A new access token for the httpOnly refresh cookie, which is rotated on every use.
export function refreshTokenRoute(app: FastifyInstance): void {
  app.post(
    `${API_BASE}${AUTH_PATHS.refresh}`,
    {
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).refresh },
      schema: { response: { 200: successSchema(dto<DataOf<RefreshResult>>({ token: string })) } },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      try {
        if (!presented) throw refreshMissing();
        const rotated = await app.authService.refresh(presented);
        setRefreshCookie(request, reply, rotated.refreshToken);
        return ok({ token: rotated.token });
      } catch (error) {
        // A cookie that no longer opens anything is dropped, so the browser stops sending it; after
        // a server fault it may still work, so it stays.
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 401 || status === 403) clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );
}
