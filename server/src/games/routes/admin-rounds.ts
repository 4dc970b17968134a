import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, GAME_HISTORY_LIMIT_DEFAULT, GameParams, RoundHistoryQuery, GAME_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { adminRoundsPageSchema } from '../game-schemas';
import { roundReport } from '../round-report-service';

// Operators: GET /api/admin/games/:game/rounds?limit=&before= (AdminRoundsPageDto). The paging of the
// public history and its messages: `limit` 1 to 100, `before` a round id.
export function adminRoundsRoutes(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${GAME_PATHS.adminRounds(':game')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.read), schema: { response: { 200: successSchema(adminRoundsPageSchema) } } },
    async (request) => {
      const { game } = parseInput(GameParams, request.params);
      const { limit, before } = parseInput(RoundHistoryQuery, request.query);
      const page = { limit: limit ? Number(limit) : GAME_HISTORY_LIMIT_DEFAULT, before: before ? Number(before) : null };
      return ok(await roundReport(app.db, game, page, Date.now()));
    },
  );
}
