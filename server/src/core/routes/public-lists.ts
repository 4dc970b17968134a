import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  CORE_PATHS,
  PUBLIC_LISTS_MESSAGES,
  PublicListsPreferenceBody,
  type PublicListsPreferenceDto,
} from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { boolean, dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { publicListsHidden, setPublicListsHidden } from '../../users/user-store';

const preferenceSchema = dto<PublicListsPreferenceDto>({ hidden: boolean });

// GET / PUT /api/core/public-lists: whether the player stays off the tables' big-wins ticker and the
// leaderboards. A plain preference of the player's own row (no rule guards it, no money, no audit):
// the next ticker or leaderboard computed leaves them out.
export function publicListsRoutes(app: FastifyInstance): void {
  const schema = { response: { 200: successSchema(preferenceSchema) } };
  app.get(`${API_BASE}${CORE_PATHS.publicLists}`, { preHandler: app.requireUser, schema }, async (request) =>
    ok({ hidden: (await publicListsHidden(app.db, request.auth!.userId)) ?? false }),
  );
  app.put(`${API_BASE}${CORE_PATHS.publicLists}`, { preHandler: app.requireUser, schema }, async (request) => {
    const { hidden } = parseInput(PublicListsPreferenceBody, request.body);
    await setPublicListsHidden(app.db, request.auth!.userId, hidden);
    return ok({ hidden }, PUBLIC_LISTS_MESSAGES.saved);
  });
}
