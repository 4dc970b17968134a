import { CHAT_PATHS } from '@app/shared';
import { type GameType } from '@app/shared/contracts';
import type { ChatSettingsDto } from '@app/shared/contracts/chat';
import { consoleSend } from './console-request';

/** PUT /admin/chat/games/:game {enabled}: the table's chat on or off (audited; its pages are told at once). */
export const consoleSetChatEnabled = (game: GameType, enabled: boolean) =>
  consoleSend<ChatSettingsDto>('put', CHAT_PATHS.game(game), { enabled });
