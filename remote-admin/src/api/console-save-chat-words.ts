import { CHAT_PATHS } from '@app/shared';
import type { ChatSettingsDto } from '@app/shared/contracts/chat';
import { consoleSend } from './console-request';

/** PUT /admin/chat/word-filter {words}: the whole list of refused words (audited). */
export const consoleSaveChatWords = (words: string[]) => consoleSend<ChatSettingsDto>('put', CHAT_PATHS.wordFilter, { words });
