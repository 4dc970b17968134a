import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_MESSAGES, AUTH_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { bearerToken } from '../authenticator';
import { clearOperatorCookie, readOperatorCookie } from '../operator-session-cookie';
import { clearRefreshCookie, readRefreshCookie } from '../refresh-token';

// Always 200: a player who is already logged out has reached the state they asked for.
export function logoutRoute(app: FastifyInstance): void {
  app.post(`${API_BASE}${AUTH_PATHS.logout}`, { schema: { response: { 200: successSchema() } } }, async (request, reply) => {
    await app.authService.logout({
      accessToken: bearerToken(request.headers.authorization),
      refreshToken: readRefreshCookie(request),
      operatorCookie: readOperatorCookie(request),
    });
    clearRefreshCookie(request, reply);
    clearOperatorCookie(request, reply);
    return ok(undefined, AUTH_MESSAGES.loggedOut);
  });
}
