import type { FastifyInstance } from 'fastify';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { definePlugin } from '../http/define-plugin';
import { everyInterval } from '../http/periodic-task';
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
    // The operators' lapsed sessions, ended and their sockets closed (AuthService).
    everyInterval(
      app,
      app.config.operatorSessionSweepIntervalMs ?? CONFIG_DEFAULTS.operatorSessionSweepIntervalMs,
      'operator session sweep',
      () => app.authService.endLapsedOperatorSessions(app.operatorSessionLimits),
    );
  },
  ['db', 'authentication', 'realtime'],
);
