import type { FastifyInstance } from 'fastify';
import { API_BASE, PLAYER_NOTE_PATHS, PLAYER_MESSAGES } from '@app/shared/contracts';
import { UserIdParams } from '../../admin/admin-inputs';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { AddNoteBody } from '../player-notes-inputs';
import type { PlayerNotesService } from '../player-notes-service';
import { playerNoteSchema } from '../player-notes-schemas';

// POST /api/admin/users/:id/notes {body}: a note about the player, signed by the operator.
export function addPlayerNoteRoute(app: FastifyInstance, notes: PlayerNotesService): void {
  app.post(
    `${API_BASE}${PLAYER_NOTE_PATHS.notes(':id')}`,
    { schema: { response: { 200: successSchema(playerNoteSchema) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const { body } = parseInput(AddNoteBody, request.body);
      return ok(await notes.addNote(request.auth!.userId, id, body), PLAYER_MESSAGES.noteAdded);
    },
  );
}
