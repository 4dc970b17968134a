import type { FastifyInstance } from 'fastify';
import { API_BASE, RECOVERY_MESSAGES, RECOVERY_PATHS, SecondRecoveryResetBody } from '@app/shared/contracts';
import { sessionMeta } from '../../auth/session-meta';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { RecoveryService } from '../recovery-service';

// POST /api/core/second-password-recovery/reset {code, newPassword}.
export function resetSecondPasswordRoute(app: FastifyInstance, service: RecoveryService): void {
  app.post(
    `${API_BASE}${RECOVERY_PATHS.secondReset}`,
    {
      preHandler: app.requirePlayer,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).secondRecovery },
      schema: { response: { 200: successSchema() } },
    },
    async (request) => {
      const input = parseInput(SecondRecoveryResetBody, request.body);
      await service.resetSecondPassword(request.auth!, input, sessionMeta(request));
      return ok(undefined, RECOVERY_MESSAGES.secondPasswordReset);
    },
  );
}
