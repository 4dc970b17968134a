import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { API_BASE, REMOTE_RELEASE_PATHS, RemoteReportBody } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { parseInput } from '../../http/validate';
import type { RemoteRegistry } from '../remote-registry-service';

// POST /api/remotes/report {remote, version, kind}: a page's beacon (no session needed), 20 a minute
// per address: a page reports each remote once a load, so more is a loop or a flood.
export function reportRemoteRoute(app: FastifyInstance, registry: RemoteRegistry): void {
  app.post(
    `${API_BASE}${REMOTE_RELEASE_PATHS.report}`,
    {
      config: {
        rateLimit: {
          max: Math.max(1, Math.round(20 * app.config.rateLimitScale)),
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `remote-report:${normalizeIP(request.ip ?? 'unknown')}`,
        },
      },
    },
    async (request) => {
      const { remote, version, kind } = parseInput(RemoteReportBody, request.body);
      registry.report(remote, version, kind);
      return ok();
    },
  );
}
