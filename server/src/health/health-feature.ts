import type { FastifyInstance } from 'fastify';
import { healthRoute } from './routes/health';

// Liveness and database reachability, for load balancers and the operator.
export async function healthFeature(app: FastifyInstance): Promise<void> {
  healthRoute(app);
}
