import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_PATHS, GAME_TYPES, LeaderboardQuery } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { leaderboardSchema } from '../game-schemas';
import type { LeaderboardService } from '../leaderboard-service';

// GET /api/game-<g>/leaderboard?period=day|week (day when left out): the period's biggest net
// winners (LeaderboardDto), for signed-in players. A bad period is a 400 with a Vietnamese sentence.
export function leaderboardRoutes(app: FastifyInstance, leaderboards: LeaderboardService): void {
  for (const game of GAME_TYPES) {
    app.get(
      `${API_BASE}${GAME_PATHS.leaderboard(game)}`,
      { preHandler: app.requireUser, schema: { response: { 200: successSchema(leaderboardSchema) } } },
      async (request) => {
        const { period = 'day' } = parseInput(LeaderboardQuery, request.query);
        return ok(await leaderboards.board(game, period));
      },
    );
  }
}
