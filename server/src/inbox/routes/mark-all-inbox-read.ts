import type { FastifyInstance } from 'fastify';
import { API_BASE, INBOX_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { inboxReadSchema } from '../inbox-schemas';
import type { InboxService } from '../inbox-service';

// POST /api/core/inbox/read-all → {success, data: InboxReadDto}: the ids it marked (none when all were read).
export function markAllInboxReadRoute(app: FastifyInstance, inbox: InboxService): void {
  app.post(
    `${API_BASE}${INBOX_PATHS.readAll}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: successSchema(inboxReadSchema) } } },
    async (request) => ok(await inbox.markAllRead(request.auth!.userId)),
  );
}
