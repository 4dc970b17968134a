import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { CHAT_MESSAGES } from '@app/shared/contracts/chat';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/respond';
import { parseId } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import type { ChatService } from '../chat-service';

// POST /api/admin/chat/players/:id/unmute (no body): a muted player may chat again now. Audited.
export function unmuteChatPlayerRoute(app: FastifyInstance, chat: ChatService): void {
  app.post(`${API_BASE}${CHAT_PATHS.unmute(':id')}`, { schema: { response: { 200: successSchema() } } }, async (request) => {
    const userId = parseId((request.params as { id?: unknown }).id, () => notFound(CHAT_MESSAGES.playerNotFound));
    const { username } = await chat.unmute(request.auth!.userId, userId);
    return ok(undefined, CHAT_MESSAGES.unmuted(username));
  });
}
