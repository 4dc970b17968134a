import { PLAYER_NOTE_PATHS } from '@app/shared';
import { type PlayerTagDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/tags {tag}: answers the player's tags. */
export const consoleAddPlayerTag = (userId: number, tag: string) =>
  consoleSend<PlayerTagDto[]>('post', PLAYER_NOTE_PATHS.tags(userId), { tag });
