import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { CHAT_MESSAGES, MuteChatBody } from '@app/shared/contracts/chat';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/respond';
import { parseId } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { chatMuteSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';

// POST /api/admin/chat/players/:id/mute {minutes, reason}: the player may not chat at either table
// for that long from now (a new mute replaces the one under way). Audited.
export function muteChatPlayerRoute(app: FastifyInstance, chat: ChatService): void {
  app.post(`${API_BASE}${CHAT_PATHS.mute(':id')}`, { schema: { response: { 200: successSchema(chatMuteSchema) } } }, async (request) => {
    const userId = parseId((request.params as { id?: unknown }).id, () => notFound(CHAT_MESSAGES.playerNotFound));
    const { minutes, reason } = parseInput(MuteChatBody, request.body);
    const mute = await chat.mute(request.auth!.userId, userId, minutes, reason);
    return ok(mute, CHAT_MESSAGES.mutedDone(mute.username, mute.until));
  });
}
