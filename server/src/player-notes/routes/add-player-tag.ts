import type { FastifyInstance } from 'fastify';
import { API_BASE, PLAYER_NOTE_PATHS, PLAYER_MESSAGES } from '@app/shared/contracts';
import { UserIdParams } from '../../admin/admin-inputs';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { AddTagBody } from '../player-notes-inputs';
import type { PlayerNotesService } from '../player-notes-service';
import { playerTagSchema } from '../player-notes-schemas';

// POST /api/admin/users/:id/tags {tag}: files the player under a tag; answers the player's tags.
export function addPlayerTagRoute(app: FastifyInstance, notes: PlayerNotesService): void {
  app.post(
    `${API_BASE}${PLAYER_NOTE_PATHS.tags(':id')}`,
    { schema: { response: { 200: successSchema(arrayOf(playerTagSchema)) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const { tag } = parseInput(AddTagBody, request.body);
      return ok(await notes.addTag(request.auth!.userId, id, tag), PLAYER_MESSAGES.tagAdded(tag));
    },
  );
}
