import {
  addDays,
  GAME_TYPES,
  monthStartOf,
  reportRangeProblem,
  REPORT_MESSAGES,
  vietnamDateOf,
  vietnamDayStartOf,
  weekStartOf,
  type GameType,
  type ReportDto,
  type ReportGameDto,
  type ReportPeriod,
  type ReportRowDto,
} from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { badRequest } from '../http/app-error';
import { firstTransferAt, ledgerFiguresBetween } from '../ledger/ledger-day-figures';
import {
  activePlayersByPeriod,
  firstRegistrationAt,
  houseChangeBefore,
  insertReportDay,
  lastRolledDay,
  registrationsBetween,
  reportDaysBetween,
  type DayFigures,
} from './report-store';

// A day is rolled up once it has been over this long: a transaction begun before midnight (they last
// well under a second here) has committed by then, so the sums will not change after they are kept.
export const ROLL_UP_GRACE_MS = 10 * 60_000;

export type ReportService = ReturnType<typeof createReportService>;

const emptyDay = (): DayFigures => ({
  games: Object.fromEntries(GAME_TYPES.map((g) => [g, { bets: 0, staked: 0, refunded: 0, paid: 0 }])) as DayFigures['games'],
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  houseChange: 0,
  firstDepositors: 0,
  registrations: 0,
  activePlayers: 0,
});

/** A day's figures straight from the ledger (up to `until`, for a day not over), with who bet. */
async function sumDay(q: Queryable, day: string, until: Date): Promise<{ figures: DayFigures; bettors: number[] }> {
  const start = vietnamDayStartOf(day);
  const end = new Date(Math.min(vietnamDayStartOf(addDays(day, 1)).getTime(), until.getTime()));
  const [ledger, registrations] = await Promise.all([ledgerFiguresBetween(q, start, end), registrationsBetween(q, start, end)]);
  const { bettors, ...money } = ledger;
  return { figures: { ...money, registrations, activePlayers: bettors.length }, bettors };
}

/** A range of Vietnam dates in order, at most a year long, or a 400 saying what is wrong. */
export function checkRange(range: { from: string; to: string }): void {
  const problem = reportRangeProblem(range);
  if (problem) throw badRequest(problem.message, problem.field);
}

const periodStart = (day: string, period: ReportPeriod) =>
  period === 'day' ? day : period === 'week' ? weekStartOf(day) : monthStartOf(day);

function gameRow(days: DayFigures[], game: GameType): ReportGameDto {
  let bets = 0;
  let turnover = 0;
  let payouts = 0;
  for (const d of days) {
    bets += d.games[game].bets;
    turnover += d.games[game].staked - d.games[game].refunded;
    payouts += d.games[game].paid;
  }
  return { bets, turnover, payouts, ggr: turnover - payouts };
}

function reportRow(start: string, end: string, days: DayFigures[], activePlayers: number, houseBalance: number): ReportRowDto {
  const games = Object.fromEntries(GAME_TYPES.map((g) => [g, gameRow(days, g)])) as Record<GameType, ReportGameDto>;
  const sum = (pick: (d: DayFigures) => number) => days.reduce((total, d) => total + pick(d), 0);
  const turnover = GAME_TYPES.reduce((t, g) => t + games[g].turnover, 0);
  const payouts = GAME_TYPES.reduce((t, g) => t + games[g].payouts, 0);
  return {
    start,
    end,
    games,
    turnover,
    payouts,
    ggr: turnover - payouts,
    deposits: { count: sum((d) => d.deposits.count), amount: sum((d) => d.deposits.amount) },
    withdrawals: { count: sum((d) => d.withdrawals.count), amount: sum((d) => d.withdrawals.amount) },
    registrations: sum((d) => d.registrations),
    firstDepositors: sum((d) => d.firstDepositors),
    activePlayers,
    houseBalance,
  };
}

export function createReportService(db: Db, clock: () => Date = () => new Date()) {
  let rolling: Promise<number> | null = null;

  /** The first day anything happened (a registration or a transfer), or null on an empty site. */
  async function firstDay(): Promise<string | null> {
    const [transfer, registration] = await Promise.all([firstTransferAt(db), firstRegistrationAt(db)]);
    const times = [transfer, registration].filter((t): t is Date => t !== null).map((t) => t.getTime());
    return times.length ? vietnamDateOf(new Date(Math.min(...times))) : null;
  }

  // Each closed day not yet kept, oldest first, each in its own transaction: a node stopped halfway
  // leaves whole days behind it, and the next run goes on from the last one kept.
  async function rollUpNow(): Promise<number> {
    const closedThrough = addDays(vietnamDateOf(new Date(clock().getTime() - ROLL_UP_GRACE_MS)), -1);
    const last = await lastRolledDay(db);
    let day = last ? addDays(last, 1) : await firstDay();
    let rolled = 0;
    while (day !== null && day <= closedThrough) {
      const today = day;
      const wrote = await db.tx(async (q) => {
        const { figures, bettors } = await sumDay(q, today, vietnamDayStartOf(addDays(today, 1)));
        return insertReportDay(q, today, figures, bettors);
      });
      if (wrote) rolled++;
      day = addDays(day, 1);
    }
    return rolled;
  }

  /** Keeps every closed day's figures; one run at a time on this node (another node's run is harmless). */
  function rollUp(): Promise<number> {
    rolling ??= rollUpNow().finally(() => (rolling = null));
    return rolling;
  }

  async function report(query: { from: string; to: string; period: ReportPeriod }): Promise<ReportDto> {
    const now = clock();
    const today = vietnamDateOf(now);
    checkRange(query);
    if (query.from > today) throw badRequest(REPORT_MESSAGES.notStarted, 'from');
    const { from, period } = query;
    const to = query.to > today ? today : query.to;

    await rollUp();
    const last = await lastRolledDay(db);
    // Days after the last one kept are summed live: today, and yesterday in its first minutes.
    const liveDays: string[] = [];
    for (let day = last ? addDays(last, 1) : ((await firstDay()) ?? today); day <= today; day = addDays(day, 1)) liveDays.push(day);
    const [kept, keptChangeBefore, live] = await Promise.all([
      reportDaysBetween(db, from, to),
      houseChangeBefore(db, from),
      Promise.all(liveDays.map((day) => sumDay(db, day, now).then((summed) => ({ day, ...summed })))),
    ]);
    const liveBettors = live.flatMap((l) => l.bettors.map((userId) => ({ day: l.day, userId })));
    const active = await activePlayersByPeriod(db, from, to, period, {
      days: liveBettors.map((b) => b.day),
      userIds: liveBettors.map((b) => b.userId),
    });

    const byDay = new Map(kept);
    for (const l of live) byDay.set(l.day, l.figures);
    let houseBalance = keptChangeBefore + live.filter((l) => l.day < from).reduce((t, l) => t + l.figures.houseChange, 0);

    const rows: ReportRowDto[] = [];
    const all: DayFigures[] = [];
    let periodDays: DayFigures[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const figures = byDay.get(day) ?? emptyDay();
      periodDays.push(figures);
      all.push(figures);
      houseBalance += figures.houseChange;
      const next = addDays(day, 1);
      if (next > to || periodStart(next, period) !== periodStart(day, period)) {
        const key = periodStart(day, period);
        rows.push(reportRow(key < from ? from : key, day, periodDays, active.get(key) ?? 0, houseBalance));
        periodDays = [];
      }
    }
    return {
      from,
      to,
      period,
      rows,
      totals: reportRow(from, to, all, active.get(null) ?? 0, houseBalance),
      asOf: now.toISOString(),
    };
  }

  return { rollUp, report };
}
