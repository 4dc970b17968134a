import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { chatSettingsSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';

// GET /api/admin/chat/settings: each table's switch and the word filter, with who changed them last.
export function getChatSettingsRoute(app: FastifyInstance, chat: ChatService): void {
  app.get(`${API_BASE}${CHAT_PATHS.settings}`, { schema: { response: { 200: successSchema(chatSettingsSchema) } } }, async () =>
    ok(await chat.settings()),
  );
}
