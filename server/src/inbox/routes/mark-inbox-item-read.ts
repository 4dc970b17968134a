import type { FastifyInstance } from 'fastify';
import { API_BASE, INBOX_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { InboxIdParams, inboxReadSchema } from '../inbox-schemas';
import type { InboxService } from '../inbox-service';

// POST /api/core/inbox/:id/read → {success, data: InboxReadDto}; 400 for a malformed id, 404 for
// an item that is not the player's. Marking an item already read again changes nothing.
export function markInboxItemReadRoute(app: FastifyInstance, inbox: InboxService): void {
  app.post(
    `${API_BASE}${INBOX_PATHS.read(':id')}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: successSchema(inboxReadSchema) } } },
    async (request) => {
      const { id } = parseInput(InboxIdParams, request.params);
      return ok(await inbox.markRead(request.auth!.userId, id));
    },
  );
}
