import type { FastifyInstance } from 'fastify';
import { API_BASE, BetHistoryQuery, GAME_HISTORY_LIMIT_DEFAULT, GAME_PATHS, type BetHistoryDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { betHistory, resultOf, roundsOf } from '../game-store';
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
      const bets = await betHistory(
        app.db,
        request.auth!.userId,
        limit ? Number(limit) : GAME_HISTORY_LIMIT_DEFAULT,
        before ? Number(before) : null,
      );
      const rounds = await roundsOf(
        app.db,
        bets.map((bet) => ({ game: bet.game, sessionId: Number(bet.session_id) })),
      );
      const roundOf = new Map(rounds.map((round) => [`${round.game}:${round.session_id}`, round]));
      return ok(
        bets.map((bet): BetHistoryDto => {
          const round = roundOf.get(`${bet.game}:${bet.session_id}`);
          return {
            betId: Number(bet.id),
            gameType: bet.game,
            sessionId: Number(bet.session_id),
            side: bet.side,
            amount: Number(bet.amount),
            status: bet.status,
            payout: Number(bet.payout),
            createdAt: new Date(bet.created_at).getTime(),
            result: round ? resultOf(round) : null,
          };
        }),
      );
    },
  );
}
