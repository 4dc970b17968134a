import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_MESSAGES, AUTH_PATHS, TotpEnrolBody } from '@app/shared/contracts';
import type { User } from '@app/shared/contracts';
import { failedLoginLimit, rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { arrayOf, dto, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { sessionMeta } from '../session-meta';
import { grantSession, sessionGrantProperties } from './session-grant';

// An operator's first authenticator code, with the ticket their login answered (TOTP_ENROLMENT_REQUIRED).
// Limited as a login is, and a wrong code counts as a wrong password does; the ticket already stands
// for a solved password, so no bot check is asked.
export function totpEnrollRoute(app: FastifyInstance): void {
  const failures = failedLoginLimit(app);
  app.post(
    `${API_BASE}${AUTH_PATHS.totpEnroll}`,
    {
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).login },
      schema: {
        response: {
          200: successSchema(
            dto<{ user: User; token?: string; csrfToken?: string; recoveryCodes: string[] }>(
              { ...sessionGrantProperties, recoveryCodes: arrayOf(string) },
              ['token', 'csrfToken'],
            ),
          ),
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(TotpEnrolBody, request.body);
      const session = await failures.attempt(request, reply, () => app.authService.enrolTotp(input, sessionMeta(request)));
      return ok({ ...grantSession(app, request, reply, session), recoveryCodes: session.recoveryCodes }, AUTH_MESSAGES.totpEnrolmentDone);
    },
  );
}
