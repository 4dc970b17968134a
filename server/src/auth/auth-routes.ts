import type { FastifyInstance } from 'fastify';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { meRoute } from './routes/me';
import { refreshTokenRoute } from './routes/refresh-token';
import { signupRoute } from './routes/signup';

// /api/auth/*: registered under the /api prefix by app.ts.
export async function authRoutes(app: FastifyInstance): Promise<void> {
  signupRoute(app);
  loginRoute(app);
  meRoute(app);
  refreshTokenRoute(app);
  logoutRoute(app);
}
