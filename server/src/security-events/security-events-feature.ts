import type { FastifyInstance } from 'fastify';
import { listSecurityEventsRoute } from './routes/list-security-events';

// The player's latest sensitive changes (each written by the change's own transaction).
export async function securityEventsFeature(app: FastifyInstance): Promise<void> {
  listSecurityEventsRoute(app);
}
