import { CHAT_PATHS } from '@app/shared';
import type { ChatMuteDto } from '@app/shared/contracts/chat';
import { consoleGet } from './console-request';

/** GET /admin/chat/mutes: the players muted now. */
export const consoleGetChatMutes = () => consoleGet<ChatMuteDto[]>(CHAT_PATHS.mutes);
