import { CHAT_PATHS } from '@app/shared';
import type { ChatMuteDto } from '@app/shared/contracts/chat';
import { consoleSend } from './console-request';

/** POST /admin/chat/players/:id/mute {minutes, reason}: the player may not chat for that long (audited). */
export const consoleMuteChatPlayer = (userId: number, minutes: number, reason: string) =>
  consoleSend<ChatMuteDto>('post', CHAT_PATHS.mute(userId), { minutes, reason });
