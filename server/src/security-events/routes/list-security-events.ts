import type { FastifyInstance } from 'fastify';
import { SECURITY_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { integer, nullableStr, str } from '../../withdrawals/envelope-schema';
import { listSecurityEvents } from '../security-event-store';

const LIMIT = 30;

const eventSchema = {
  type: 'object',
  required: ['id', 'kind', 'detail', 'ip', 'userAgent', 'createdAt'],
  properties: { id: integer, kind: str, detail: nullableStr, ip: nullableStr, userAgent: nullableStr, createdAt: str },
};

// GET /api/core/security-events (registered under the /api prefix) → {success, data: SecurityEventDto[]}: the player's latest 30.
export function listSecurityEventsRoute(app: FastifyInstance): void {
  app.get(
    SECURITY_PATHS.events,
    { preHandler: app.requireUser, schema: { response: { 200: successSchema({ type: 'array', items: eventSchema }) } } },
    async (request) => ok(await listSecurityEvents(app.db, request.auth!.userId, LIMIT)),
  );
}
