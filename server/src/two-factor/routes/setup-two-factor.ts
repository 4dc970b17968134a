import type { FastifyInstance } from 'fastify';
import { API_BASE, TWO_FACTOR_MESSAGES as T, TWO_FACTOR_PATHS, TwoFactorSetupBody } from '@app/shared/contracts';
import { AppError, badRequest } from '../../http/app-error';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { hasTwoFactor, insertTwoFactorPassword, loginPasswordHash } from '../two-factor-store';

const alreadySet = () => new AppError(409, 'TWO_FACTOR_ALREADY_SET', T.alreadySet);

// POST /api/core/setup-two-factor-password {newPassword}: once; it must differ from the login password.
export function setupTwoFactorRoute(app: FastifyInstance): void {
  app.post(
    `${API_BASE}${TWO_FACTOR_PATHS.setup}`,
    {
      preHandler: app.requireUser,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).twoFactor },
      schema: { response: { 200: successSchema() } },
    },
    async (request) => {
      const { newPassword } = parseInput(TwoFactorSetupBody, request.body);
      const userId = request.auth!.userId;
      if (await hasTwoFactor(app.db, userId)) throw alreadySet();
      const loginHash = await loginPasswordHash(app.db, userId);
      if (loginHash && (await app.passwords.verify(loginHash, newPassword))) throw badRequest(T.sameAsLogin, 'newPassword');
      const hash = await app.passwords.hash(newPassword);
      if (!(await insertTwoFactorPassword(app.db, userId, hash))) throw alreadySet();
      return ok(undefined, T.setupSuccess);
    },
  );
}
