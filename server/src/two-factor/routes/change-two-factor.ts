import type { FastifyInstance } from 'fastify';
import { API_BASE, TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS, TwoFactorChangeBody } from '@app/shared/contracts';
import { sessionMeta } from '../../auth/session-meta';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { TwoFactorService } from '../two-factor-service';

// POST /api/core/change-two-factor-password {currentPassword | loginPassword, newPassword}.
export function changeTwoFactorRoute(app: FastifyInstance, service: TwoFactorService): void {
  app.post(
    `${API_BASE}${TWO_FACTOR_PATHS.change}`,
    {
      preHandler: app.requireUser,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).passwordStepUp },
      schema: { response: { 200: successSchema() } },
    },
    async (request) => {
      const input = parseInput(TwoFactorChangeBody, request.body);
      await service.change(request.auth!.userId, input, sessionMeta(request));
      return ok(undefined, TWO_FACTOR_MESSAGES.changeSuccess);
    },
  );
}
