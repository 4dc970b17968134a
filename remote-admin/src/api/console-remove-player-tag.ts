import { PLAYER_NOTE_PATHS } from '@app/shared';
import { type PlayerTagDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** DELETE /admin/users/:id/tags/:tag: answers the player's tags. */
export const consoleRemovePlayerTag = (userId: number, tag: string) =>
  consoleSend<PlayerTagDto[]>('delete', PLAYER_NOTE_PATHS.tag(userId, tag), undefined);
