import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_MESSAGES, ChangePasswordBody, CORE_PATHS } from '@app/shared/contracts';
import { sessionMeta } from '../../auth/session-meta';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';

export function changePasswordRoute(app: FastifyInstance): void {
  app.post(
    `${API_BASE}${CORE_PATHS.changePassword}`,
    {
      preHandler: app.requireUser,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).passwordStepUp },
      schema: { response: { 200: successSchema() } },
    },
    async (request) => {
      const input = parseInput(ChangePasswordBody, request.body);
      await app.authService.changePassword(request.auth!, input, sessionMeta(request));
      return ok(undefined, AUTH_MESSAGES.passwordChanged);
    },
  );
}
