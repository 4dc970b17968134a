import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, HEALTH_PATHS } from '@app/shared/contracts';

// Liveness plus database reachability, for load balancers and the operator. Logged only when
// something is wrong, or probes every few seconds would drown the log. The node answers within
// PROBE_MS whatever the database does: a database that stops answering (its network gone silent)
// is a 503 here, not a node that looks hung and gets restarted by its supervisor.
const PROBE_MS = 500;

// GET /health (for load balancers) and /api/health.
export function healthRoute(app: FastifyInstance): void {
  const health = async (request: FastifyRequest, reply: FastifyReply) => {
    const uptime = Math.floor(process.uptime());
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer from the database within ${PROBE_MS} ms`)), PROBE_MS);
      });
      await Promise.race([app.db.query('SELECT 1'), late]);
      return { status: 'ok', db: 'ok', uptime };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', db: 'error', uptime });
    } finally {
      clearTimeout(timer);
    }
  };
  app.get(HEALTH_PATHS.health, { logLevel: 'warn' }, health);
  app.get(`${API_BASE}${HEALTH_PATHS.health}`, { logLevel: 'warn' }, health);
}
