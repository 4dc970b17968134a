import { CHAT_PATHS } from '@app/shared';
import { consoleSend } from './console-request';

/** POST /admin/chat/players/:id/unmute: the player may chat again now (audited). */
export const consoleUnmuteChatPlayer = (userId: number) => consoleSend<undefined>('post', CHAT_PATHS.unmute(userId), {});
