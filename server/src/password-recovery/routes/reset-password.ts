import type { FastifyInstance } from 'fastify';
import { API_BASE, RECOVERY_MESSAGES, RECOVERY_PATHS, RecoveryResetBody } from '@app/shared/contracts';
import { sessionMeta } from '../../auth/session-meta';
import { extraRateLimit, rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { RecoveryService } from '../recovery-service';

// POST /api/auth/password-recovery/reset {username, phone, code, newPassword}: the new password
// under signup's rules; no session is issued (every one of the player's ends), the player signs in.
export function resetPasswordRoute(app: FastifyInstance, service: RecoveryService): void {
  const policies = rateLimitPolicies(app.config.rateLimitScale);
  const perPhone = extraRateLimit(app, policies.recoveryResetPerPhone);
  app.post(
    `${API_BASE}${RECOVERY_PATHS.reset}`,
    { config: { rateLimit: policies.recoveryReset }, schema: { response: { 200: successSchema() } } },
    async (request, reply) => {
      const input = parseInput(RecoveryResetBody, request.body);
      await perPhone(request, reply);
      await service.resetPassword(input, sessionMeta(request));
      return ok(undefined, RECOVERY_MESSAGES.passwordReset);
    },
  );
}
