import type { FastifyInstance } from 'fastify';
import { API_BASE, REMOTE_RELEASE_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import type { CanaryGroups } from '../canary-group';
import type { RemoteRegistry } from '../remote-registry-service';

// GET /api/remotes (no session needed): what this browser's pages load of each remote, as their
// start-up data had it; a page asks again when told a pointer changed. A page that has just signed
// in asks with its token: it gets the player's versions at once (a canary follows the player, not
// the device the login page was loaded on), and the browser moves into the player's group (the
// feature's onSend hook). A token that does not pass is read as no session. `?at=<revision>`: the
// revision of the change the page was just told of (REMOTES_CHANGED_EVENT); a node that has not
// heard of it yet reads the pointers before answering. Anything else there is ignored.
export function remoteChoicesRoute(app: FastifyInstance, registry: RemoteRegistry, groups: CanaryGroups): void {
  app.get(`${API_BASE}${REMOTE_RELEASE_PATHS.choices}`, async (request, reply) => {
    if (request.headers.authorization) await app.requireUser(request, reply).catch(() => undefined);
    const at = (request.query as { at?: unknown } | undefined)?.at;
    if (typeof at === 'string' && /^[1-9]\d{0,14}$/.test(at)) await registry.caughtUp(Number(at));
    return ok(registry.choices(groups.forPage(request, reply)));
  });
}
