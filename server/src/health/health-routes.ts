import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Liveness plus database reachability, for load balancers and the operator. Logged only when
// something is wrong, or probes every few seconds would drown the log.
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const health = async (request: FastifyRequest, reply: FastifyReply) => {
    const uptime = Math.floor(process.uptime());
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', db: 'ok', uptime };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', db: 'error', uptime });
    }
  };
  app.get('/health', { logLevel: 'warn' }, health);
  app.get('/api/health', { logLevel: 'warn' }, health);
}
