import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin-routes';
import { hostControlPlugin } from './admin/host-control';
import { adminBootstrapPlugin } from './admin/bootstrap-admin';
import { authRoutes } from './auth/auth-routes';
import { authServicePlugin } from './auth/auth-service-plugin';
import { authenticationPlugin } from './auth/authentication-plugin';
import type { AppConfig } from './config/app-config';
import { configPlugin } from './config/config-plugin';
import { coreRoutes } from './core/core-routes';
import { dataDirPlugin } from './data-dir/data-dir-plugin';
import type { Db } from './db/db';
import { dbPlugin } from './db/db-plugin';
import { depositsFeature } from './deposits/deposits-feature';
import { pendingChangesFeature } from './pending-changes/pending-changes-feature';
import { passwordRecoveryFeature } from './password-recovery/password-recovery-feature';
import { gamesFeature } from './games/games-feature';
import { healthRoutes } from './health/health-routes';
import { cspReportRoutes } from './http/csp-report';
import { errorHandlingPlugin, frameworkErrors } from './http/error-handling';
import { rateLimitPlugin } from './http/rate-limits';
import { securityHeadersPlugin } from './http/security-headers';
import { smsPlugin } from './sms/sms-plugin';
import { ledgerAdminRoutes } from './ledger/ledger-admin-routes';
import { realtimePlugin } from './realtime/realtime-plugin';
import { redisPlugin } from './redis/redis-plugin';
import { staticPlugin } from './static/static-plugin';
import { withdrawalsFeature } from './withdrawals/withdrawals-feature';
import { inboxFeature } from './inbox/inbox-feature';

const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  // A database opened by the caller (tests running two nodes on one database); left open on close.
  db?: Db;
}

// The whole server as a composition of plugins; it does not listen (server.ts and tests decide
// that). Infrastructure first, each plugin naming what it needs, then the feature routes.
export function buildApp(config: AppConfig, options: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // PGlite needs a few seconds to start on a slow machine; the default 10 s is too tight.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  });

  app.register(configPlugin, { config });
  app.register(dataDirPlugin);
  app.register(errorHandlingPlugin);
  app.register(securityHeadersPlugin);
  app.register(fastifyCookie);
  app.register(dbPlugin, { db: options.db });
  app.register(redisPlugin);
  app.register(rateLimitPlugin);
  app.register(authenticationPlugin);
  app.register(realtimePlugin);
  app.register(authServicePlugin);
  app.register(smsPlugin);
  app.register(adminBootstrapPlugin);
  app.register(hostControlPlugin);

  app.register(authRoutes);
  app.register(coreRoutes);
  app.register(adminRoutes);
  app.register(ledgerAdminRoutes);
  // Each registers its own routes (payment service, core, admin) under the full /api paths.
  app.register(pendingChangesFeature);
  app.register(depositsFeature);
  app.register(withdrawalsFeature);
  app.register(inboxFeature);
  app.register(gamesFeature);
  app.register(passwordRecoveryFeature);
  app.register(healthRoutes);
  app.register(cspReportRoutes);
  app.register(staticPlugin);

  return app;
}
