import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS, GAME_TYPES } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { chatHistorySchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';
import { chatReadRateLimit } from './rate-limits';

// GET /api/game-<g>/chat (signed in): the table's newest visible messages, oldest first, whether
// its chat is on, and until when the asking player is muted (ChatHistoryDto).
export function getChatRoute(app: FastifyInstance, chat: ChatService): void {
  for (const game of GAME_TYPES) {
    app.get(
      `${API_BASE}${CHAT_PATHS.messages(game)}`,
      {
        preHandler: app.requireUser,
        config: { rateLimit: chatReadRateLimit(app.config.rateLimitScale) },
        schema: { response: { 200: successSchema(chatHistorySchema) } },
      },
      async (request) => ok(await chat.history(game, request.auth!)),
    );
  }
}
