import type { FastifyInstance } from 'fastify';
import { API_BASE, RECOVERY_MESSAGES, RECOVERY_PATHS, RecoveryStartBody } from '@app/shared/contracts';
import { extraRateLimit, rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { RecoveryService } from '../recovery-service';

// POST /api/auth/password-recovery/start {username, phone}: the same 200 and sentence whether or not
// they name an account; a code is sent only when they do. Budgets per address (the route's) and per
// phone number, spent alike for a number nobody registered.
export function startRecoveryRoute(app: FastifyInstance, service: RecoveryService): void {
  const policies = rateLimitPolicies(app.config.rateLimitScale);
  const perPhone = extraRateLimit(app, policies.recoveryStartPerPhone);
  app.post(
    `${API_BASE}${RECOVERY_PATHS.start}`,
    { config: { rateLimit: policies.recoveryStart }, schema: { response: { 200: successSchema() } } },
    async (request, reply) => {
      const input = parseInput(RecoveryStartBody, request.body);
      await perPhone(request, reply);
      await service.startPassword(input);
      return ok(undefined, RECOVERY_MESSAGES.codeSent);
    },
  );
}
