import type { FastifyInstance } from 'fastify';
import { API_BASE, REMOTE_RELEASE_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import type { CanaryGroups } from '../canary-group';
import type { RemoteRegistry } from '../remote-registry-service';

// GET /api/remotes (no session needed): what this browser's pages load of each remote, as their
// start-up data had it; a page asks again when told a pointer changed.
export function remoteChoicesRoute(app: FastifyInstance, registry: RemoteRegistry, groups: CanaryGroups): void {
  app.get(`${API_BASE}${REMOTE_RELEASE_PATHS.choices}`, async (request, reply) => ok(registry.choices(groups.forPage(request, reply))));
}
