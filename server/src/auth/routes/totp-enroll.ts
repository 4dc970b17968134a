import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, AUTH_PATHS, TotpEnrolBody } from '@app/shared/contracts';
import type { TotpEnrolResult } from '@app/shared/contracts';
import { failedLoginLimit, rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { arrayOf, dto, string, successSchema, userSchema, type DataOf } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { setRefreshCookie } from '../refresh-token';
import { sessionMeta } from './session-meta';

// An operator's first authenticator code, with the ticket their login answered (TOTP_ENROLMENT_REQUIRED).
// Limited as a login is, and a wrong code counts as a wrong password does; the ticket already stands
// for a solved password, so no bot check is asked.
export function totpEnrollRoute(app: FastifyInstance): void {
  const failures = failedLoginLimit(app);
  app.post(
    AUTH_PATHS.totpEnroll,
    {
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).login },
      schema: {
        response: {
          200: successSchema(dto<DataOf<TotpEnrolResult>>({ token: string, user: userSchema, recoveryCodes: arrayOf(string) })),
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(TotpEnrolBody, request.body);
      const session = await failures.attempt(request, reply, () => app.authService.enrolTotp(input, sessionMeta(request)));
      setRefreshCookie(request, reply, session.refreshToken);
      return ok({ token: session.token, user: session.user, recoveryCodes: session.recoveryCodes }, AUTH_MESSAGES.totpEnrolmentDone);
    },
  );
}
