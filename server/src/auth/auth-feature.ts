import type { FastifyInstance } from 'fastify';
import { createBotCheck } from './bot-check';
import { challengeRoute } from './routes/challenge';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { meRoute } from './routes/me';
import { refreshTokenRoute } from './routes/refresh-token';
import { signupRoute } from './routes/signup';
import { totpEnrollRoute } from './routes/totp-enroll';

// Sign-up, sign-in (with the bot check and an operator's authenticator), the session and its end.
export async function authFeature(app: FastifyInstance): Promise<void> {
  const botCheck = createBotCheck(app);
  challengeRoute(app, botCheck);
  signupRoute(app, botCheck);
  loginRoute(app, botCheck);
  totpEnrollRoute(app);
  meRoute(app);
  refreshTokenRoute(app);
  logoutRoute(app);
}
