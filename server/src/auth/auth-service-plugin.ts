import type { FastifyInstance } from 'fastify';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { definePlugin } from '../http/define-plugin';
import { everyInterval } from '../http/periodic-task';
import { createOperatorTotp } from '../operator-totp/operator-totp';
import { createAuthService, type AuthService } from './auth-service';
import { refreshSuccessorKey } from './refresh-token';
import { endLapsedOperatorSessions } from './session-store';

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
    // A console left open keeps its socket, which never touches the session: the lapsed sessions
    // are ended here, and their sockets told why and closed.
    everyInterval(
      app,
      app.config.operatorSessionSweepIntervalMs ?? CONFIG_DEFAULTS.operatorSessionSweepIntervalMs,
      'operator session sweep',
      async () => {
        for (const { sid, reason } of await endLapsedOperatorSessions(app.db, app.operatorSessionLimits))
          app.realtime.endSession(sid, reason);
      },
    );
  },
  ['db', 'authentication', 'realtime'],
);
