import type { FastifyInstance } from 'fastify';
import { API_BASE, CSRF_HEADER, GAME_MESSAGES, GAME_PATHS, GAME_TYPES, placeBetStruct } from '@app/shared/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { placedBetSchema } from '../game-schemas';
import { gameBetRateLimit } from './rate-limits';
import type { GameRouteContext } from './route-context';

// POST /api/game-<g>/bet {sessionId, side (or bet), amount, idempotencyKey?} with x-csrf-token:
// {success, data: PlacedBetDto, message}. Every refusal is a 4xx with a Vietnamese message; the
// service tells the player's sockets of it (BetService.refused).
export function placeBetRoutes(app: FastifyInstance, { bets, csrf }: GameRouteContext): void {
  for (const game of GAME_TYPES) {
    const struct = placeBetStruct(game);
    app.post(
      `${API_BASE}${GAME_PATHS.bet(game)}`,
      {
        preHandler: app.requirePlayer,
        config: { rateLimit: gameBetRateLimit(app.config.rateLimitScale) },
        schema: { response: { 200: successSchema(placedBetSchema) } },
      },
      async (request) => {
        const auth = request.auth!;
        let roundId: number | null = null;
        try {
          csrf.verify(auth.loginSessionId, request.headers[CSRF_HEADER]);
          const body = parseInput(struct, request.body);
          // The struct also lets a digit string through ("42"); the id is a number from here on (the
          // idempotent replay compares it with the stored one, and betError carries it).
          roundId = Number(body.sessionId);
          const side = body.side ?? body.bet;
          if (!side) throw new AppError(400, 'VALIDATION_ERROR', GAME_MESSAGES.sideRequired, 'side');
          const placed = await bets.place({
            userId: auth.userId,
            game,
            roundId,
            side,
            amount: body.amount,
            idempotencyKey: body.idempotencyKey ?? null,
          });
          return ok(placed, GAME_MESSAGES.betPlaced);
        } catch (error) {
          bets.refused(auth.userId, game, roundId, error);
          throw error;
        }
      },
    );
  }
}
