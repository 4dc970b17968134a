import { PLAYER_NOTE_PATHS } from '@app/shared';
import { type PlayerNoteDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/notes {body}. */
export const consoleAddPlayerNote = (userId: number, body: string) =>
  consoleSend<PlayerNoteDto>('post', PLAYER_NOTE_PATHS.notes(userId), { body });
