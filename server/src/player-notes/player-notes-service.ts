import { AUTH_MESSAGES, PLAYER_MESSAGES, type PlayerNoteDto, type PlayerTagDto } from '@app/shared/contracts';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { recordAudit } from '../audit/audit-store';
import type { Db, Queryable } from '../db/db';
import { AppError, notFound } from '../http/app-error';
import { findUserById } from '../users/user-store';
import { deleteTag, insertNote, insertTag, tagsOf } from './player-notes-store';

export type PlayerNotesService = ReturnType<typeof createPlayerNotesService>;

// Notes and tags are the operators' own records about a player: each is audited, and a note is
// never edited or removed (a correction is another note).
export function createPlayerNotesService(db: Db) {
  const player = async (q: Queryable, userId: number) => {
    const user = await findUserById(q, userId);
    if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
    if (user.role !== 'user') throw new AppError(400, 'NOT_A_PLAYER', ADMIN_MESSAGES.notAPlayer);
  };
  const target = (userId: number) => `user:${userId}`;

  return {
    addNote: (operatorId: number, userId: number, body: string): Promise<PlayerNoteDto> =>
      db.tx(async (q) => {
        await player(q, userId);
        const note = await insertNote(q, userId, operatorId, body);
        await recordAudit(q, { actorId: operatorId, action: 'player.note', target: target(userId), before: null, after: { note: body } });
        return note;
      }),

    addTag: (operatorId: number, userId: number, tag: string): Promise<PlayerTagDto[]> =>
      db.tx(async (q) => {
        await player(q, userId);
        if (!(await insertTag(q, userId, tag, operatorId))) throw new AppError(409, 'TAG_EXISTS', PLAYER_MESSAGES.tagExists(tag));
        await recordAudit(q, { actorId: operatorId, action: 'player.tag', target: target(userId), before: null, after: { tag } });
        return tagsOf(q, userId);
      }),

    removeTag: (operatorId: number, userId: number, tag: string): Promise<PlayerTagDto[]> =>
      db.tx(async (q) => {
        await player(q, userId);
        if (!(await deleteTag(q, userId, tag))) throw notFound(PLAYER_MESSAGES.tagMissing(tag));
        await recordAudit(q, { actorId: operatorId, action: 'player.untag', target: target(userId), before: { tag }, after: null });
        return tagsOf(q, userId);
      }),
  };
}
