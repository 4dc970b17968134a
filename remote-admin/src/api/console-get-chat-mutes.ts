import { CHAT_PATHS, type ChatMuteDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/chat/mutes: the players muted now. */
export const consoleGetChatMutes = () => consoleGet<ChatMuteDto[]>(CHAT_PATHS.mutes);
