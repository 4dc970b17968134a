import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS } from '@app/shared/contracts';
import { ChatGameBody, ChatGameParams } from '@app/shared/contracts/chat';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { chatSettingsSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';

// PUT /api/admin/chat/games/:game {enabled}: the table's chat on or off; its pages are told at once
// (chatEnabled). Audited.
export function updateChatGameRoute(app: FastifyInstance, chat: ChatService): void {
  app.put(
    `${API_BASE}${CHAT_PATHS.game(':game')}`,
    { schema: { response: { 200: successSchema(chatSettingsSchema) } } },
    async (request) => {
      const { game } = parseInput(ChatGameParams, request.params);
      const { enabled } = parseInput(ChatGameBody, request.body);
      return ok(await chat.setEnabled(request.auth!.userId, game, enabled), chat.toggledMessage(game, enabled));
    },
  );
}
