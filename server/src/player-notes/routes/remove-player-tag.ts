import type { FastifyInstance } from 'fastify';
import { type } from 'superstruct';
import { API_BASE, PLAYER_NOTE_PATHS, PLAYER_MESSAGES } from '@app/shared/contracts';
import { ADMIN_MESSAGES } from '../../admin/admin-messages';
import { ok } from '../../http/respond';
import { idRule } from '../../http/route-inputs';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { tagRule } from '../player-notes-inputs';
import type { PlayerNotesService } from '../player-notes-service';
import { playerTagSchema } from '../player-notes-schemas';

const RemoveTagParams = type({ id: idRule(ADMIN_MESSAGES.invalidUserId), tag: tagRule });

// DELETE /api/admin/users/:id/tags/:tag: takes the tag off; answers the player's tags.
export function removePlayerTagRoute(app: FastifyInstance, notes: PlayerNotesService): void {
  app.delete(
    `${API_BASE}${PLAYER_NOTE_PATHS.tag(':id', ':tag')}`,
    { schema: { response: { 200: successSchema(arrayOf(playerTagSchema)) } } },
    async (request) => {
      const { id, tag } = parseInput(RemoveTagParams, request.params);
      return ok(await notes.removeTag(request.auth!.userId, id, tag), PLAYER_MESSAGES.tagRemoved(tag));
    },
  );
}
