import type { FastifyInstance } from 'fastify';
import { API_BASE, BetIdParams, CSRF_HEADER, GAME_MESSAGES, GAME_TYPES, GAME_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { cancelledBetSchema } from '../game-schemas';
import { gameBetRateLimit } from './rate-limits';
import type { GameRouteContext } from './route-context';

// DELETE /api/game-<g>/bet/:id with x-csrf-token: the player's own bet, during the betting phase of
// its round; the stake comes back (ledger key refund:<betId>). {success, data: CancelledBetDto}.
export function cancelBetRoutes(app: FastifyInstance, { bets, csrf }: GameRouteContext): void {
  for (const game of GAME_TYPES) {
    app.delete(
      `${API_BASE}${GAME_PATHS.cancelBet(game, ':id')}`,
      {
        preHandler: app.requirePlayer,
        config: { rateLimit: gameBetRateLimit(app.config.rateLimitScale) },
        schema: { response: { 200: successSchema(cancelledBetSchema) } },
      },
      async (request) => {
        const auth = request.auth!;
        csrf.verify(auth.loginSessionId, request.headers[CSRF_HEADER]);
        const { id } = parseInput(BetIdParams, request.params);
        const cancelled = await bets.cancel(auth.userId, game, Number(id));
        return ok(cancelled, GAME_MESSAGES.betCancelled);
      },
    );
  }
}
