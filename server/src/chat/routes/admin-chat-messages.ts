import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { AdminChatMessagesQuery } from '@app/shared/contracts/chat';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { adminChatMessagesSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';

// GET /api/admin/chat/messages?game=&before= (operators who moderate): the newest messages of one
// table or both, hidden ones included, each with its author's real username and mute.
export function adminChatMessagesRoute(app: FastifyInstance, chat: ChatService): void {
  app.get(
    `${API_BASE}${CHAT_PATHS.adminMessages}`,
    { schema: { response: { 200: successSchema(adminChatMessagesSchema) } } },
    async (request) => ok(await chat.adminMessages(parseInput(AdminChatMessagesQuery, request.query))),
  );
}
