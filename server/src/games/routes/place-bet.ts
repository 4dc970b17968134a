import type { FastifyInstance } from 'fastify';
import { API_BASE, CSRF_HEADER, GAME_MESSAGES, GAME_PATHS, GAME_TYPES, placeBetStruct, type GameType } from '@app/shared/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { placedBetSchema } from '../game-schemas';
import { gameBetRateLimit } from './rate-limits';
import type { GameRouteContext } from './route-context';

// POST /api/game-<g>/bet {sessionId, side (or bet), amount, idempotencyKey?} with x-csrf-token:
// {success, data: PlacedBetDto, message}. Every refusal is a 4xx with a Vietnamese message, also
// sent to the player's sockets as `betError` — except a CSRF refusal: the page then fetches a fresh
// token and retries by itself, and a red toast beside the retry's success would only confuse.
export function placeBetRoutes(app: FastifyInstance, { bets, csrf, notify }: GameRouteContext): void {
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
        let sessionId: number | null = null;
        try {
          csrf.verify(auth.sid, request.headers[CSRF_HEADER]);
          const body = parseInput(struct, request.body);
          // The struct also lets a digit string through ("42"); the id is a number from here on (the
          // idempotent replay compares it with the stored one, and betError carries it).
          sessionId = Number(body.sessionId);
          const side = body.side ?? body.bet;
          if (!side) throw new AppError(400, 'VALIDATION_ERROR', GAME_MESSAGES.sideRequired, 'side');
          const placed = await bets.place({
            userId: auth.userId,
            game,
            sessionId,
            side,
            amount: body.amount,
            idempotencyKey: body.idempotencyKey ?? null,
          });
          if (placed.replayed) notify.betReplayed(auth.userId);
          else notify.betPlaced(auth.userId, placed);
          return ok(placed, GAME_MESSAGES.betPlaced);
        } catch (error) {
          const shown = error instanceof AppError && error.statusCode < 500 && error.error !== 'CSRF_INVALID';
          if (shown) notify.betError(auth.userId, game as GameType, sessionId, error.message);
          throw error;
        }
      },
    );
  }
}
