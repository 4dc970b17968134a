import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { CHAT_MESSAGES } from '@app/shared/contracts/chat';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/respond';
import { parseId } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { adminChatMessageSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';

// POST /api/admin/chat/messages/:id/hide (no body): the message leaves the table's history and every
// page at the table drops it (chatHidden). Audited.
export function hideChatMessageRoute(app: FastifyInstance, chat: ChatService): void {
  app.post(
    `${API_BASE}${CHAT_PATHS.hide(':id')}`,
    { schema: { response: { 200: successSchema(adminChatMessageSchema) } } },
    async (request) => {
      const id = parseId((request.params as { id?: unknown }).id, () => notFound(CHAT_MESSAGES.messageNotFound));
      return ok(await chat.hide(request.auth!.userId, id), CHAT_MESSAGES.hidden);
    },
  );
}
