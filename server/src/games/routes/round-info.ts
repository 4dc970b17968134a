import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE,
  GAME_HISTORY_LIMIT_DEFAULT,
  GAME_MESSAGES,
  GAME_PATHS,
  GAME_TYPES,
  HistoryQuery,
  RoundHistoryQuery,
  type MyBetDto,
} from '@app/shared/contracts';
import { bearerToken } from '../../auth/authenticator';
import { AppError, tooManyRequests } from '../../http/app-error';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { gameReadRateLimit } from './rate-limits';
import { myBets } from '../bet-store';
import {
  fairnessSchema,
  gameTableConfigSchema,
  myBetSchema,
  roundBigWinsSchema,
  roundHistoryEntrySchema,
  roundStatusSchema,
} from '../game-schemas';
import type { GameRouteContext } from './route-context';

const notStarted = () => new AppError(404, 'SESSION_NOT_FOUND', GAME_MESSAGES.roundNotFound);

// Public reads of the games: the round now, settled rounds, the fairness commitment, the last
// rounds' big wins; and the
// player's own bets. The first three answer from memory on every node (round-board.ts) and are
// rate limited per player, or per address for a caller not signed in (rate-limits.ts).
export function roundInfoRoutes(app: FastifyInstance, { configs, board, bigWins }: GameRouteContext): void {
  const playerOf = (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const checked = app.accessTokens.verify(token);
    return checked.ok ? checked.claims.userId : null;
  };
  // One budget for the seven reads (a route's own `rateLimit` would count each route apart).
  const limiter = app.createRateLimit(gameReadRateLimit(app.config.rateLimitScale, playerOf));
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
    throw tooManyRequests();
  };
  for (const game of GAME_TYPES) {
    // GET /api/game-<g>/current: RoundStatusDto.
    app.get(
      `${API_BASE}${GAME_PATHS.current(game)}`,
      { onRequest: limited, schema: { response: { 200: successSchema(roundStatusSchema) } } },
      async () => {
        const current = await board.status(game);
        if (!current) throw notStarted();
        return ok(current);
      },
    );

    // GET /api/game-<g>/history?limit=&before=: RoundHistoryEntryDto[], settled and void rounds,
    // newest first; `before` (a round id) pages back: the next page is before = the last sessionId
    // of this one.
    app.get(
      `${API_BASE}${GAME_PATHS.history(game)}`,
      { onRequest: limited, schema: { response: { 200: successSchema(arrayOf(roundHistoryEntrySchema)) } } },
      async (request) => {
        const { limit, before } = parseInput(RoundHistoryQuery, request.query);
        return ok(await board.history(game, limit ? Number(limit) : GAME_HISTORY_LIMIT_DEFAULT, before ? Number(before) : null));
      },
    );

    // GET /api/game-<g>/big-wins: RoundBigWinsDto[], the last settled rounds' big wins, newest
    // first, for a page that opens mid-round (the page shows a round's only once its result shows).
    app.get(
      `${API_BASE}${GAME_PATHS.bigWins(game)}`,
      { onRequest: limited, schema: { response: { 200: successSchema(arrayOf(roundBigWinsSchema)) } } },
      async () => ok(await bigWins.latest(game)),
    );

    // GET /api/game-<g>/config: GameTableConfigDto, the bet limits and the round timing (public: the
    // page shows the minimum, and the rules both). The limits are read as the bets read them (held in
    // memory for a moment), so the page shows the limits a bet meets.
    app.get(`${API_BASE}${GAME_PATHS.config(game)}`, { schema: { response: { 200: successSchema(gameTableConfigSchema) } } }, async () => {
      const { gameType, minBet, maxBet, maxRoundTotal } = await configs.current(game);
      const { gameBettingSeconds: bettingSeconds, gameResultSeconds: resultSeconds } = app.config;
      return ok({ gameType, minBet, maxBet, maxRoundTotal, bettingSeconds, resultSeconds });
    });

    // GET /api/game-<g>/fairness: FairnessDto.
    app.get(
      `${API_BASE}${GAME_PATHS.fairness(game)}`,
      { onRequest: limited, schema: { response: { 200: successSchema(fairnessSchema) } } },
      async () => {
        const fairness = await board.fairness(game);
        if (!fairness) throw notStarted();
        return ok(fairness);
      },
    );

    // GET /api/game-<g>/my-bets?limit=: the player's bets, newest first.
    app.get(
      `${API_BASE}${GAME_PATHS.myBets(game)}`,
      { preHandler: app.requireUser, schema: { response: { 200: successSchema(arrayOf(myBetSchema)) } } },
      async (request) => {
        const { limit } = parseInput(HistoryQuery, request.query);
        const rows = await myBets(app.db, request.auth!.userId, game, limit ? Number(limit) : GAME_HISTORY_LIMIT_DEFAULT);
        return ok(
          rows.map((bet): MyBetDto => ({
            betId: bet.id,
            sessionId: bet.session_id,
            side: bet.side,
            amount: Number(bet.amount),
            status: bet.status,
            payout: Number(bet.payout),
            createdAt: new Date(bet.created_at).getTime(),
          })),
        );
      },
    );
  }
}
