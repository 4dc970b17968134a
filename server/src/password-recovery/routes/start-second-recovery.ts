import type { FastifyInstance } from 'fastify';
import { API_BASE, RECOVERY_MESSAGES, RECOVERY_PATHS, type RecoverySentDto } from '@app/shared/contracts';
import { extraRateLimit, rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { dto, string, successSchema } from '../../http/schemas';
import type { RecoveryService } from '../recovery-service';

// POST /api/core/second-password-recovery/start: a code to the signed-in player's own phone.
export function startSecondRecoveryRoute(app: FastifyInstance, service: RecoveryService): void {
  const policies = rateLimitPolicies(app.config.rateLimitScale);
  const perPlayer = extraRateLimit(app, policies.recoveryStartPerPlayer);
  app.post(
    `${API_BASE}${RECOVERY_PATHS.secondStart}`,
    {
      preHandler: app.requirePlayer,
      config: { rateLimit: policies.secondRecovery },
      schema: { response: { 200: successSchema(dto<RecoverySentDto>({ phoneHint: string })) } },
    },
    async (request, reply) => {
      await perPlayer(request, reply);
      const sent = await service.startSecondPassword(request.auth!.userId);
      return ok(sent, RECOVERY_MESSAGES.secondCodeSent(sent.phoneHint));
    },
  );
}
