import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_PATHS, type MeResult } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { dto, string, successSchema, userSchema, type DataOf } from '../../http/schemas';

export function meRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${AUTH_PATHS.me}`,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: successSchema(dto<DataOf<MeResult>>({ user: userSchema, csrfToken: string }, ['csrfToken'])) } },
    },
    // An operator's console, opened again, has its cookie but not its CSRF token: it is handed out
    // here (a GET, which another site's page cannot read the answer of).
    async (request) => {
      const auth = request.auth!;
      const user = await app.authService.currentUser(auth);
      return ok(auth.via === 'cookie' ? { user, csrfToken: app.operatorCsrf.issue(auth.loginSessionId).csrf_token } : { user });
    },
  );
}
