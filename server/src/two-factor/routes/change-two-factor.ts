import type { FastifyInstance } from 'fastify';
import { API_BASE, TWO_FACTOR_MESSAGES as T, TWO_FACTOR_PATHS, TwoFactorChangeBody } from '@app/shared/contracts';
import { badRequest } from '../../http/app-error';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import {
  checkSecondPassword,
  hasTwoFactor,
  loginPasswordHash,
  notSet,
  revokeTwoFactorTokens,
  wrongPassword,
} from '../two-factor-store';

// POST /api/core/change-two-factor-password {currentPassword, newPassword}. A wrong current password
// counts toward the lock like a wrong one at validation; the tokens issued before are void after.
export function changeTwoFactorRoute(app: FastifyInstance): void {
  app.post(
    `${API_BASE}${TWO_FACTOR_PATHS.change}`,
    {
      preHandler: app.requireUser,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).twoFactor },
      schema: { response: { 200: successSchema() } },
    },
    async (request) => {
      const { currentPassword, newPassword } = parseInput(TwoFactorChangeBody, request.body);
      const userId = request.auth!.userId;
      if (!(await hasTwoFactor(app.db, userId))) throw notSet();
      const loginHash = await loginPasswordHash(app.db, userId);
      if (loginHash && (await app.passwords.verify(loginHash, newPassword))) throw badRequest(T.sameAsLogin, 'newPassword');
      const newHash = await app.passwords.hash(newPassword);
      await checkSecondPassword(app.db, app.passwords, userId, currentPassword, {
        wrong: () => wrongPassword(T.currentWrong, 'currentPassword'),
        onSuccess: async (q) => {
          await q.query('UPDATE two_factor_passwords SET password_hash = $2, updated_at = now() WHERE user_id = $1', [
            userId,
            newHash,
          ]);
          await revokeTwoFactorTokens(q, userId);
        },
      });
      return ok(undefined, T.changeSuccess);
    },
  );
}
