import type { FastifyInstance } from 'fastify';
import { API_BASE, BetHistoryQuery, GAME_HISTORY_LIMIT_DEFAULT, GAME_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { betHistoryOf } from '../bet-history-service';
import { betHistorySchema } from '../game-schemas';

// GET /api/games/my-bets?limit=&before=: the player's bets in both games, newest first, each with
// its round's result once settled; `before` (a bet id) pages back: the next page is before = the
// last betId of this one.
export function betHistoryRoutes(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${GAME_PATHS.betHistory}`,
    { preHandler: app.requireUser, schema: { response: { 200: successSchema(arrayOf(betHistorySchema)) } } },
    async (request) => {
      const { limit, before } = parseInput(BetHistoryQuery, request.query);
      return ok(
        await betHistoryOf(
          app.readDb,
          request.auth!.userId,
          limit ? Number(limit) : GAME_HISTORY_LIMIT_DEFAULT,
          before ? Number(before) : null,
        ),
      );
    },
  );
}
