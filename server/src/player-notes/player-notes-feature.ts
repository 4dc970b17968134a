import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { createPlayerNotesService } from './player-notes-service';
import { addPlayerNoteRoute } from './routes/add-player-note';
import { addPlayerTagRoute } from './routes/add-player-tag';
import { removePlayerTagRoute } from './routes/remove-player-tag';

// Operators' notes and tags on a player, for every operator role (the profile shows them).
export async function playerNotesFeature(app: FastifyInstance): Promise<void> {
  const notes = createPlayerNotesService(app.db);
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.notes));
  addPlayerNoteRoute(app, notes);
  addPlayerTagRoute(app, notes);
  removePlayerTagRoute(app, notes);
}
