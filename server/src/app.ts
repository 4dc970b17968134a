import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminFeature } from './admin/admin-feature';
import { hostControlPlugin } from './admin/host-control';
import { adminBootstrapPlugin } from './admin/bootstrap-admin';
import { auditFeature } from './audit/audit-feature';
import { authFeature } from './auth/auth-feature';
import { authServicePlugin } from './auth/auth-service-plugin';
import { authenticationPlugin } from './auth/authentication-plugin';
import type { AppConfig } from './config/app-config';
import { configPlugin } from './config/config-plugin';
import { chatFeature } from './chat/chat-feature';
import { bankAccountsFeature } from './bank-accounts/bank-accounts-feature';
import { bankDirectoryFeature } from './bank-directory/bank-directory-feature';
import { coreFeature } from './core/core-feature';
import { dataDirPlugin } from './data-dir/data-dir-plugin';
import type { Db } from './db/db';
import { dbPlugin } from './db/db-plugin';
import { depositsFeature } from './deposits/deposits-feature';
import { pendingChangesFeature } from './pending-changes/pending-changes-feature';
import { passwordRecoveryFeature } from './password-recovery/password-recovery-feature';
import { gamesFeature } from './games/games-feature';
import { healthFeature } from './health/health-feature';
import { cspReportRoutes } from './http/csp-report';
import { errorHandlingPlugin, frameworkErrors } from './http/error-handling';
import { rateLimitPlugin } from './http/rate-limits';
import { securityHeadersPlugin } from './http/security-headers';
import { smsPlugin } from './sms/sms-plugin';
import { ledgerFeature } from './ledger/ledger-feature';
import { realtimePlugin } from './realtime/realtime-plugin';
import { redisPlugin } from './redis/redis-plugin';
import { staticPlugin } from './static/static-plugin';
import { withdrawalsFeature } from './withdrawals/withdrawals-feature';
import { inboxFeature } from './inbox/inbox-feature';
import { exportsFeature } from './exports/exports-feature';
import { adjustmentsFeature } from './adjustments/adjustments-feature';
import { ipBansFeature } from './ip-bans/ip-bans-feature';
import { playerNotesFeature } from './player-notes/player-notes-feature';
import { reportsFeature } from './reports/reports-feature';
import { riskFeature } from './risk/risk-feature';
import { responsibleGamingFeature } from './responsible-gaming/responsible-gaming-feature';
import { securityEventsFeature } from './security-events/security-events-feature';
import { remotesFeature } from './remotes/remotes-feature';
import { siteContentFeature } from './site-content/site-content-feature';
import { referralsFeature } from './referrals/referrals-feature';
import { twoFactorFeature } from './two-factor/two-factor-feature';

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

  // The features, each registering its own routes (every URL from the contracts' route table named
  // after the feature: shared/src/contracts/routes.ts). Deposits before the features that push its
  // guards; pending changes before those that register appliers.
  // First: a banned address is refused before any other feature sees its request.
  app.register(ipBansFeature);
  app.register(authFeature);
  app.register(coreFeature);
  app.register(securityEventsFeature);
  app.register(twoFactorFeature);
  app.register(adminFeature);
  app.register(auditFeature);
  app.register(reportsFeature);
  app.register(exportsFeature);
  app.register(playerNotesFeature);
  app.register(riskFeature);
  app.register(ledgerFeature);
  app.register(pendingChangesFeature);
  app.register(bankDirectoryFeature);
  app.register(depositsFeature);
  app.register(adjustmentsFeature);
  app.register(responsibleGamingFeature);
  app.register(bankAccountsFeature);
  app.register(withdrawalsFeature);
  app.register(inboxFeature);
  app.register(referralsFeature);
  app.register(gamesFeature);
  app.register(chatFeature);
  app.register(passwordRecoveryFeature);
  app.register(healthFeature);
  app.register(cspReportRoutes);
  // Before the static files: the public configuration carries the site's content.
  app.register(siteContentFeature);
  app.register(remotesFeature);
  app.register(staticPlugin);

  return app;
}
