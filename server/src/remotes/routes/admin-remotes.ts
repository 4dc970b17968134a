import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  REMOTE_NAMES,
  REMOTE_RELEASE_MESSAGES,
  REMOTE_RELEASE_PATHS,
  RemoteCanaryBody,
  RemoteUseBody,
  isRemoteName,
  type RemoteName,
} from '@app/shared/contracts';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { remoteRegistrySchema } from '../remote-schemas';
import type { RemoteRegistry } from '../remote-registry-service';

const remoteOf = (params: unknown): RemoteName => {
  const remote = (params as { remote?: unknown }).remote;
  if (!isRemoteName(remote)) throw notFound(REMOTE_RELEASE_MESSAGES.unknownRemote);
  return remote;
};

const PARAM = ':remote' as RemoteName;
const one = { schema: { response: { 200: successSchema(remoteRegistrySchema) } } };

// GET /api/admin/remotes: each remote's pointer, versions (published or pointed at, with what pages
// reported of them this week) and last changes. POST /api/admin/remotes/:remote/use {version},
// /rollback, /canary {version, percent}: each with x-two-factor-session for STEP_UP_TARGETS.remote.
// The feature's entry lets admins only in.
export function adminRemoteRoutes(app: FastifyInstance, registry: RemoteRegistry): void {
  app.get(
    `${API_BASE}${REMOTE_RELEASE_PATHS.adminList}`,
    { schema: { response: { 200: successSchema(arrayOf(remoteRegistrySchema)) } } },
    async () => ok(await Promise.all(REMOTE_NAMES.map((remote) => registry.describe(remote)))),
  );
  app.post(`${API_BASE}${REMOTE_RELEASE_PATHS.adminUse(PARAM)}`, one, async (request) => {
    const remote = remoteOf(request.params);
    const { version } = parseInput(RemoteUseBody, request.body);
    return ok(await registry.use(operatorStepUp(request), remote, version), REMOTE_RELEASE_MESSAGES.used);
  });
  app.post(`${API_BASE}${REMOTE_RELEASE_PATHS.adminRollback(PARAM)}`, one, async (request) => {
    const remote = remoteOf(request.params);
    return ok(await registry.rollback(operatorStepUp(request), remote), REMOTE_RELEASE_MESSAGES.rolledBack);
  });
  app.post(`${API_BASE}${REMOTE_RELEASE_PATHS.adminCanary(PARAM)}`, one, async (request) => {
    const remote = remoteOf(request.params);
    const { version, percent } = parseInput(RemoteCanaryBody, request.body);
    const ended = version === null || percent === 0;
    return ok(
      await registry.canary(operatorStepUp(request), remote, version, percent),
      ended ? REMOTE_RELEASE_MESSAGES.canaryCleared : REMOTE_RELEASE_MESSAGES.canarySet,
    );
  });
}
