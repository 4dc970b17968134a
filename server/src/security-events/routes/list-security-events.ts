import type { FastifyInstance } from 'fastify';
import { API_BASE, SECURITY_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { securityEventSchema } from '../security-event-schemas';
import { listSecurityEvents } from '../security-event-store';

const LIMIT = 30;

// GET /api/core/security-events → {success, data: SecurityEventDto[]}: the player's latest 30.
export function listSecurityEventsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${SECURITY_PATHS.events}`,
    { preHandler: app.requireUser, schema: { response: { 200: successSchema(arrayOf(securityEventSchema)) } } },
    async (request) => ok(await listSecurityEvents(app.db, request.auth!.userId, LIMIT)),
  );
}
