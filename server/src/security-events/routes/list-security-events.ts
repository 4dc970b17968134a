import type { FastifyInstance } from 'fastify';
import { API_BASE, SECURITY_PATHS, type SecurityEventDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, integer, nullableString, string, successSchema } from '../../http/schemas';
import { listSecurityEvents } from '../security-event-store';

const LIMIT = 30;

export const securityEventSchema = dto<SecurityEventDto>({
  id: integer,
  kind: string,
  detail: nullableString,
  ip: nullableString,
  userAgent: nullableString,
  createdAt: string,
});

// GET /api/core/security-events (registered under the /api prefix) → {success, data: SecurityEventDto[]}: the player's latest 30.
export function listSecurityEventsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${SECURITY_PATHS.events}`,
    { preHandler: app.requireUser, schema: { response: { 200: successSchema(arrayOf(securityEventSchema)) } } },
    async (request) => ok(await listSecurityEvents(app.db, request.auth!.userId, LIMIT)),
  );
}
