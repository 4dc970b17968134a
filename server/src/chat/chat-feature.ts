import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { definePlugin } from '../http/define-plugin';
import { createChatService } from './chat-service';
import { adminChatMessagesRoute } from './routes/admin-chat-messages';
import { getChatRoute } from './routes/get-chat';
import { getChatMutesRoute } from './routes/get-chat-mutes';
import { getChatSettingsRoute } from './routes/get-chat-settings';
import { hideChatMessageRoute } from './routes/hide-chat-message';
import { muteChatPlayerRoute } from './routes/mute-chat-player';
import { sendChatRoute } from './routes/send-chat';
import { unmuteChatPlayerRoute } from './routes/unmute-chat-player';
import { updateChatGameRoute } from './routes/update-chat-game';
import { updateChatWordsRoute } from './routes/update-chat-words';

// Each table's chat: the players' history and sends, and the operators' moderation (the roles of
// OPERATOR_ACCESS.chat). Its own service, tables and events: the bet and settlement paths know
// nothing of it.
export const chatFeature = definePlugin(
  'chat',
  async (app: FastifyInstance) => {
    const chat = await createChatService({ db: app.db, realtime: app.realtime, log: app.log });
    app.addHook('onClose', () => chat.stop());
    getChatRoute(app, chat);
    sendChatRoute(app, chat);
    app.register(async (scope) => {
      scope.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.chat));
      adminChatMessagesRoute(scope, chat);
      hideChatMessageRoute(scope, chat);
      muteChatPlayerRoute(scope, chat);
      unmuteChatPlayerRoute(scope, chat);
      getChatMutesRoute(scope, chat);
      getChatSettingsRoute(scope, chat);
      updateChatWordsRoute(scope, chat);
      updateChatGameRoute(scope, chat);
    });
  },
  ['config', 'db', 'authentication', 'realtime', 'rate-limit'],
);
