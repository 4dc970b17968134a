import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { CHAT_MESSAGES, ChatWordsBody } from '@app/shared/contracts/chat';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { chatSettingsSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';

// PUT /api/admin/chat/word-filter {words}: the whole list of refused words. Audited.
export function updateChatWordsRoute(app: FastifyInstance, chat: ChatService): void {
  app.put(`${API_BASE}${CHAT_PATHS.wordFilter}`, { schema: { response: { 200: successSchema(chatSettingsSchema) } } }, async (request) => {
    const { words } = parseInput(ChatWordsBody, request.body);
    return ok(await chat.saveWords(request.auth!.userId, words), CHAT_MESSAGES.wordsSaved);
  });
}
