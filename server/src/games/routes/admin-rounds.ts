import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, GAME_HISTORY_LIMIT_DEFAULT, GameParams, RoundHistoryQuery, GAME_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { object } from 'superstruct';
import type { AdminRoundBetDto, Page } from '@app/shared/contracts';
import { idRule, PageQuery, pageOf, ROUTE_INPUT_MESSAGES } from '../../http/route-inputs';
import { arrayOf, dto, integer, string, successSchema } from '../../http/schemas';
import { roundBetsPage } from '../bet-store';
import { parseInput } from '../../http/validate';
import { adminRoundsPageSchema } from '../game-schemas';
import { roundReport } from '../round-report-service';

// Operators: GET /api/admin/games/:game/rounds?limit=&before= (AdminRoundsPageDto), and one round's bets. The paging of the
// public history and its messages: `limit` 1 to 100, `before` a round id.
export function adminRoundsRoutes(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${GAME_PATHS.adminRounds(':game')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.read), schema: { response: { 200: successSchema(adminRoundsPageSchema) } } },
    async (request) => {
      const { game } = parseInput(GameParams, request.params);
      const { limit, before } = parseInput(RoundHistoryQuery, request.query);
      const page = { limit: limit ? Number(limit) : GAME_HISTORY_LIMIT_DEFAULT, before: before ? Number(before) : null };
      return ok(await roundReport(app.readDb, game, page, Date.now()));
    },
  );

  // GET /api/admin/games/:game/rounds/:id/bets?page&size: who bet what in the round, as placed.
  app.get(
    `${API_BASE}${GAME_PATHS.adminRoundBets(':game', ':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.read), schema: { response: { 200: successSchema(roundBetsPageSchema) } } },
    async (request) => {
      const { game, id } = parseInput(RoundBetsParams, request.params);
      const { page, size, offset } = pageOf(parseInput(PageQuery, request.query));
      const { rows, total } = await roundBetsPage(app.readDb, game, id, size, offset);
      const items: AdminRoundBetDto[] = rows.map((row) => ({
        id: Number(row.id),
        userId: Number(row.user_id),
        username: row.username,
        side: row.side,
        amount: Number(row.amount),
        status: row.status,
        payout: Number(row.payout),
        createdAt: new Date(row.created_at).toISOString(),
      }));
      return ok({ items, page, size, total });
    },
  );
}

const RoundBetsParams = object({ game: GameParams.schema.game, id: idRule(ROUTE_INPUT_MESSAGES.idInvalid) });

const roundBetsPageSchema = dto<Page<AdminRoundBetDto>>({
  items: arrayOf(
    dto<AdminRoundBetDto>({
      id: integer,
      userId: integer,
      username: string,
      side: string,
      amount: integer,
      status: string,
      payout: integer,
      createdAt: string,
    }),
  ),
  page: integer,
  size: integer,
  total: integer,
});
