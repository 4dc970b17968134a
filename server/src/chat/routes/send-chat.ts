import type { FastifyInstance } from 'fastify';
import { API_BASE, CHAT_PATHS, GAME_TYPES } from '@app/shared/contracts';
import { SendChatBody } from '@app/shared/contracts/chat';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { chatMessageSchema } from '../chat-schemas';
import type { ChatService } from '../chat-service';
import { chatSendRateLimit } from './rate-limits';

// POST /api/game-<g>/chat {text} (a player): 201 with the message as the table sees it; every
// refusal (empty, too long, a link, a phone number, a filtered word, the chat off, muted, too fast,
// too many) a 4xx with its Vietnamese sentence.
export function sendChatRoute(app: FastifyInstance, chat: ChatService): void {
  for (const game of GAME_TYPES) {
    app.post(
      `${API_BASE}${CHAT_PATHS.messages(game)}`,
      {
        preHandler: app.requireUser,
        config: { rateLimit: chatSendRateLimit(app.config.rateLimitScale) },
        schema: { response: { 201: successSchema(chatMessageSchema) } },
      },
      async (request, reply) => {
        const { text } = parseInput(SendChatBody, request.body);
        const message = await chat.send(request.auth!, game, text);
        return reply.code(201).send(ok(message));
      },
    );
  }
}
