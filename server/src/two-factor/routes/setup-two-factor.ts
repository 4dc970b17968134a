import type { FastifyInstance } from 'fastify';
import { API_BASE, TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS, TwoFactorSetupBody } from '@app/shared/contracts';
import { sessionMeta } from '../../auth/session-meta';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { TwoFactorService } from '../two-factor-service';

// POST /api/core/setup-two-factor-password {newPassword, loginPassword}: once, with the login password.
export function setupTwoFactorRoute(app: FastifyInstance, service: TwoFactorService): void {
  app.post(
    `${API_BASE}${TWO_FACTOR_PATHS.setup}`,
    {
      preHandler: app.requireUser,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).passwordStepUp },
      schema: { response: { 200: successSchema() } },
    },
    async (request) => {
      const input = parseInput(TwoFactorSetupBody, request.body);
      await service.setup(request.auth!.userId, input, sessionMeta(request));
      return ok(undefined, TWO_FACTOR_MESSAGES.setupSuccess);
    },
  );
}
