import type { FastifyInstance } from 'fastify';
import { API_BASE, TWO_FACTOR_PATHS, TwoFactorValidateBody, type TwoFactorTokenDto } from '@app/shared/contracts';
import { forbidden } from '../../http/app-error';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { dto, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { TwoFactorService } from '../two-factor-service';

// userId in the body is optional (the client sends 0 when it does not know it); when given it must be
// the caller: a token is only ever issued for oneself.
function isSomeoneElse(userId: number | string | undefined, caller: number): boolean {
  if (userId === undefined || userId === 0 || userId === '' || userId === '0') return false;
  return Number(userId) !== caller;
}

// POST /api/core/users/2fa/validate {secondaryPassword, userType, action: 'user_withdraw', userId}
// → {success, data: {sessionId, expiresAt}}: a single-use token for 5 minutes. Operators sign in the
// same way and ask here for their own (action 'admin_withdrawal_review', or one of the admin_* kinds
// with `target`, the row the token may change).
export function validateTwoFactorRoute(app: FastifyInstance, twoFactor: TwoFactorService): void {
  app.post(
    `${API_BASE}${TWO_FACTOR_PATHS.validate}`,
    {
      preHandler: app.requireUser,
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).twoFactor },
      schema: {
        response: {
          200: successSchema(dto<TwoFactorTokenDto>({ sessionId: string, expiresAt: string })),
        },
      },
    },
    async (request) => {
      const input = parseInput(TwoFactorValidateBody, request.body);
      const caller = request.auth!;
      if (isSomeoneElse(input.userId, caller.userId)) throw forbidden();
      const token = await twoFactor.validate(caller, input.secondaryPassword, input.action, input.target);
      return ok({ sessionId: token.stepUpToken, expiresAt: token.expiresAt.toISOString() });
    },
  );
}
