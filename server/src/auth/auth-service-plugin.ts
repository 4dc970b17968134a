import type { FastifyInstance } from 'fastify';
import { definePlugin } from '../http/define-plugin';
import { createOperatorTotp } from '../operator-totp/operator-totp';
import { createAuthService, type AuthService } from './auth-service';
import { refreshSuccessorKey } from './refresh-token';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

export const authServicePlugin = definePlugin(
  'auth-service',
  async (app: FastifyInstance) => {
    app.decorate(
      'authService',
      createAuthService({
        db: app.db,
        passwords: app.passwords,
        tokens: app.accessTokens,
        realtime: app.realtime,
        refreshKey: refreshSuccessorKey(app.config.jwtSecret),
        totp: createOperatorTotp(app.config.jwtSecret),
      }),
    );
  },
  ['db', 'authentication', 'realtime'],
);
