import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_MESSAGES, AUTH_PATHS, CAPTCHA_FIELD, SignupBody } from '@app/shared/contracts';
import type { LoginResult } from '@app/shared/contracts';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { dto, string, successSchema, userSchema, type DataOf } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { BotCheck } from '../bot-check';
import { deviceIdFor } from '../device-id';
import { setRefreshCookie } from '../refresh-token';
import { sessionMeta } from '../session-meta';

// Registration signs the player in at once: 201 with an access token, the user and the refresh cookie.
// It always asks for a solved bot check, verified (and used up) before anything is looked up or made.
export function signupRoute(app: FastifyInstance, botCheck: BotCheck): void {
  app.post(
    `${API_BASE}${AUTH_PATHS.signup}`,
    {
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).signup },
      schema: { response: { 201: successSchema(dto<DataOf<LoginResult>>({ token: string, user: userSchema })) } },
    },
    async (request, reply) => {
      const input = parseInput(SignupBody, request.body);
      await botCheck.verify(request, input[CAPTCHA_FIELD]);
      const device = deviceIdFor(request);
      const session = await app.authService.signup(input, sessionMeta(request, device.deviceId));
      setRefreshCookie(request, reply, session.refreshToken);
      device.keep(reply);
      return reply.code(201).send(ok({ token: session.token, user: session.user }, AUTH_MESSAGES.signupSuccess));
    },
  );
}
