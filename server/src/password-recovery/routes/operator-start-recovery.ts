import type { FastifyInstance } from 'fastify';
import { API_BASE, OPERATOR_ACCESS, RECOVERY_MESSAGES, RECOVERY_PATHS, type RecoverySentDto } from '@app/shared/contracts';
import { UserIdParams } from '../../admin/admin-inputs';
import { extraRateLimit, rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { dto, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { RecoveryService } from '../recovery-service';

// POST /api/admin/users/:id/recovery: support sends a recovery code to the player's registered
// phone, for a caller whose identity they checked. Audited; the answer says where it went, never
// the code.
export function operatorStartRecoveryRoute(app: FastifyInstance, service: RecoveryService): void {
  const perPlayer = extraRateLimit(app, rateLimitPolicies(app.config.rateLimitScale).recoveryStartPerPlayer);
  app.post(
    `${API_BASE}${RECOVERY_PATHS.operatorStart(':id')}`,
    {
      preHandler: app.requireOperator(OPERATOR_ACCESS.support),
      schema: { response: { 200: successSchema(dto<RecoverySentDto>({ phoneHint: string })) } },
    },
    async (request, reply) => {
      const { id } = parseInput(UserIdParams, request.params);
      await perPlayer(request, reply);
      const sent = await service.startForPlayer(request.auth!.userId, id);
      return ok({ phoneHint: sent.phoneHint }, RECOVERY_MESSAGES.operatorSent(sent.username, sent.phoneHint));
    },
  );
}
