import type { FastifyInstance } from 'fastify';
import { API_BASE, INBOX_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { pageOf, PageQuery } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { inboxPageSchema } from '../inbox-schemas';
import type { InboxService } from '../inbox-service';

// GET /api/core/inbox?page&size → {success, data: InboxPageDto}: the player's items newest first, and how many are unread.
export function listInboxRoute(app: FastifyInstance, inbox: InboxService): void {
  app.get(
    `${API_BASE}${INBOX_PATHS.list}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: successSchema(inboxPageSchema) } } },
    async (request) => ok(await inbox.page(request.auth!.userId, pageOf(parseInput(PageQuery, request.query)))),
  );
}
