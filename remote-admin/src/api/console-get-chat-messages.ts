import { CHAT_PATHS } from '@app/shared';
import { type GameType } from '@app/shared/contracts';
import type { AdminChatMessagesDto } from '@app/shared/contracts/chat';
import { consoleGet } from './console-request';

/** GET /admin/chat/messages?game=&before=: the newest messages (one table's or both), hidden ones too, with their authors. */
export const consoleGetChatMessages = (game?: GameType, before?: number) =>
  consoleGet<AdminChatMessagesDto>(CHAT_PATHS.adminMessages, { game, before });
