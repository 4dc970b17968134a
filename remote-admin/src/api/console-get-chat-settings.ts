import { CHAT_PATHS } from '@app/shared';
import type { ChatSettingsDto } from '@app/shared/contracts/chat';
import { consoleGet } from './console-request';

/** GET /admin/chat/settings: each table's switch and the word filter. */
export const consoleGetChatSettings = () => consoleGet<ChatSettingsDto>(CHAT_PATHS.settings);
