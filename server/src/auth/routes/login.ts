import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_MESSAGES, AUTH_PATHS, CAPTCHA_FIELD, LoginBody } from '@app/shared/contracts';
import { failedLoginLimit, rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { findUserByUsername } from '../../users/user-store';
import type { BotCheck } from '../bot-check';
import { deviceIdFor } from '../device-id';
import { isKnownDevice, readKnownDevice, setKnownDevice } from '../known-device';
import { sessionMeta } from '../session-meta';
import { grantSession, sessionGrantSchema } from './session-grant';

export function loginRoute(app: FastifyInstance, botCheck: BotCheck): void {
  const failures = failedLoginLimit(app);
  app.post(
    `${API_BASE}${AUTH_PATHS.login}`,
    {
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).login },
      schema: { response: { 200: successSchema(sessionGrantSchema) } },
    },
    async (request, reply) => {
      const input = parseInput(LoginBody, request.body);
      const secret = app.config.jwtSecret;
      // The player is looked up only for a well-formed, unexpired note: its signature covers their
      // password hash.
      const note = readKnownDevice(request);
      const knownDevice = note !== null && isKnownDevice(note, secret, await findUserByUsername(app.db, input.username));
      const device = deviceIdFor(request);
      const session = await failures.attempt(request, reply, () => app.authService.login(input, sessionMeta(request, device.deviceId)), {
        knownDevice,
        // Asked for only once the address has had a few wrong passwords (failedLoginLimit).
        botCheck: () => botCheck.verify(request, input[CAPTCHA_FIELD]),
      });
      const granted = grantSession(app, request, reply, session);
      if (session.kind === 'player') {
        setKnownDevice(request, reply, secret, { username: session.user.username, password_hash: session.passwordHash });
        device.keep(reply);
      }
      return ok(granted, AUTH_MESSAGES.loginSuccess);
    },
  );
}
