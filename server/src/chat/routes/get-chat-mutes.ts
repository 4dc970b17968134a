import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { chatMuteSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';

// GET /api/admin/chat/mutes: the players muted now, the soonest to speak again first.
export function getChatMutesRoute(app: FastifyInstance, chat: ChatService): void {
  app.get(`${API_BASE}${CHAT_PATHS.mutes}`, { schema: { response: { 200: successSchema(arrayOf(chatMuteSchema)) } } }, async () =>
    ok(await chat.mutes()),
  );
}
