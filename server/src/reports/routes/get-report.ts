import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_TYPES, REPORT_PATHS, type GameType } from '@app/shared/contracts';
import type { ReportCountSumDto, ReportDto, ReportGameDto, ReportRowDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, integer, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { ReportQuery } from '../report-inputs';
import type { ReportService } from '../report-service';

const gameSchema = dto<ReportGameDto>({
  bets: integer,
  turnover: integer,
  payouts: integer,
  jackpotIn: integer,
  jackpotPaid: integer,
  ggr: integer,
});
const countSum = dto<ReportCountSumDto>({ count: integer, amount: integer });
const rowSchema = dto<ReportRowDto>({
  start: string,
  end: string,
  games: dto<Record<GameType, ReportGameDto>>(
    Object.fromEntries(GAME_TYPES.map((g) => [g, gameSchema])) as Record<GameType, typeof gameSchema>,
  ),
  turnover: integer,
  payouts: integer,
  jackpotIn: integer,
  jackpotPaid: integer,
  ggr: integer,
  deposits: countSum,
  withdrawals: countSum,
  registrations: integer,
  firstDepositors: integer,
  activePlayers: integer,
  houseBalance: integer,
});
const reportSchema = dto<ReportDto>({
  from: string,
  to: string,
  period: string,
  rows: arrayOf(rowSchema),
  totals: rowSchema,
  asOf: string,
});

// GET /api/admin/reports?from&to&period: the business per day, week or month of a range of Vietnam
// dates (from and to counted), and over the whole range.
export function getReportRoute(app: FastifyInstance, reports: ReportService): void {
  app.get(`${API_BASE}${REPORT_PATHS.summary}`, { schema: { response: { 200: successSchema(reportSchema) } } }, async (request) =>
    ok(await reports.report(parseInput(ReportQuery, request.query))),
  );
}
