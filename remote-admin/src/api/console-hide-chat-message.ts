import { CHAT_PATHS } from '@app/shared';
import type { AdminChatMessageDto } from '@app/shared/contracts/chat';
import { consoleSend } from './console-request';

/** POST /admin/chat/messages/:id/hide: gone from the table's chat for every player (audited). */
export const consoleHideChatMessage = (id: number) => consoleSend<AdminChatMessageDto>('post', CHAT_PATHS.hide(id), {});
