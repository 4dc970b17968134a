import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { definePlugin } from '../http/define-plugin';
import { createCanaryGroups, type CanaryGroups } from './canary-group';
import { readHostContract } from './compatibility';
import { createReleaseStore } from './release-store';
import { createRemoteRegistry, type RemoteRegistry } from './remote-registry-service';
import { adminRemoteRoutes } from './routes/admin-remotes';
import { remoteChoicesRoute } from './routes/remote-choices';
import { reportRemoteRoute } from './routes/report-remote';

declare module 'fastify' {
  interface FastifyInstance {
    // Which version of each remote pages load (the static files and the page policy read it).
    remoteRegistry: RemoteRegistry;
    canaryGroups: CanaryGroups;
  }
}

// Independent deploys of the remote front ends: the registry of versions and its pointers, the
// page's read of its choices and its beacon, and the admins' switch, rollback and canary.
export const remotesFeature = definePlugin(
  'remotes',
  async (app: FastifyInstance) => {
    const { staticRoot, releasesDir, remotes } = app.config;
    const registry = await createRemoteRegistry({
      db: app.db,
      realtime: app.realtime,
      log: app.log,
      releases: createReleaseStore(releasesDir ?? `${staticRoot}/releases`, app.config.releasesUrl ?? null),
      host: readHostContract(staticRoot),
      seeds: remotes,
    });
    const groups = createCanaryGroups(app.config.jwtSecret);
    app.decorate('remoteRegistry', registry);
    app.decorate('canaryGroups', groups);
    app.addHook('onClose', () => registry.stop());
    // A signed-in player's browser is in their own canary group from their first read on (every
    // signed-in page reads its balance and session at start). Reads only: a bet, a deposit or a
    // withdrawal carries no cookie check and no Set-Cookie for it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.auth && request.method === 'GET') groups.follow(request, reply, request.auth.userId);
      return payload;
    });
    remoteChoicesRoute(app, registry, groups);
    reportRemoteRoute(app, registry);
    app.register(async (scope) => {
      scope.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.admin));
      adminRemoteRoutes(scope, registry);
    });
  },
  ['config', 'db', 'authentication', 'realtime'],
);
