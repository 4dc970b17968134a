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
import { addGameMoney, firstTransferAt, ledgerFiguresBetween, noGameMoney, summarizeTransferTimes } from '../ledger/ledger-day-figures';
import { createActivePlayers } from './counting/active-players';
import {
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

// A day not yet kept (today) is summed once up to a moment this far behind the clock, and that sum
// is kept on the node and moved forward at most once a minute: a report then sums live only the
// last minutes of the ledger, not the whole day (at 110,000 bets a day, about 2 s on PostgreSQL).
// The lag is for the transactions still open: a bet's is over in well under a second, so what was
// written before the lag has committed and the kept part does not change after it is summed; should
// one ever not have, the day's own roll-up, from the ledger, keeps the exact figures.
export const LIVE_LAG_MS = 2 * 60_000;
const LIVE_STEP_MS = 60_000;

export type ReportService = ReturnType<typeof createReportService>;

const emptyDay = (): DayFigures => ({
  games: noGameMoney(),
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  houseChange: 0,
  firstDepositors: 0,
  registrations: 0,
  activePlayers: 0,
});

/** What the ledger and the sign-ups recorded from `start` to `end`, with who bet. */
async function sumWindow(q: Queryable, start: Date, end: Date): Promise<Summed> {
  if (end <= start) return { figures: emptyDay(), bettors: new Set() };
  const [ledger, registrations] = await Promise.all([ledgerFiguresBetween(q, start, end), registrationsBetween(q, start, end)]);
  const { bettors, ...money } = ledger;
  return { figures: { ...money, registrations, activePlayers: bettors.length }, bettors: new Set(bettors) };
}

interface Summed {
  figures: DayFigures;
  bettors: Set<number>;
}

// Two windows of one day, one after the other. Every figure adds up: a player's first deposit ever
// falls in one window only, and who bet is a set.
function addWindows(a: Summed, b: Summed): Summed {
  const bettors = new Set([...a.bettors, ...b.bettors]);
  const games = Object.fromEntries(GAME_TYPES.map((g) => [g, addGameMoney(a.figures.games[g], b.figures.games[g])])) as DayFigures['games'];
  const [x, y] = [a.figures, b.figures];
  return {
    bettors,
    figures: {
      games,
      deposits: { count: x.deposits.count + y.deposits.count, amount: x.deposits.amount + y.deposits.amount },
      withdrawals: { count: x.withdrawals.count + y.withdrawals.count, amount: x.withdrawals.amount + y.withdrawals.amount },
      houseChange: x.houseChange + y.houseChange,
      firstDepositors: x.firstDepositors + y.firstDepositors,
      registrations: x.registrations + y.registrations,
      activePlayers: bettors.size,
    },
  };
}

const dayEndOf = (day: string) => vietnamDayStartOf(addDays(day, 1));

/** A range of Vietnam dates in order, at most a year long, or a 400 saying what is wrong. */
export function checkRange(range: { from: string; to: string }): void {
  const problem = reportRangeProblem(range);
  if (problem) throw badRequest(problem.message, problem.field);
}

// The key of the whole range among the periods' (which are dates).
const TOTAL = 'total';

const periodStart = (day: string, period: ReportPeriod) =>
  period === 'day' ? day : period === 'week' ? weekStartOf(day) : monthStartOf(day);

// What the house kept: the stakes that stood, less the payouts and what went into the hũ. The hũ's
// own payouts are not taken again: they come out of money already counted when it went in, so the
// GGR of a range adds up to the change of the houses' balance (the referral rewards they paid aside).
const ggrOf = (turnover: number, payouts: number, jackpotIn: number) => turnover - payouts - jackpotIn;

function gameRow(days: DayFigures[], game: GameType): ReportGameDto {
  let bets = 0;
  let turnover = 0;
  let payouts = 0;
  let jackpotIn = 0;
  let jackpotPaid = 0;
  for (const d of days) {
    const money = d.games[game];
    bets += money.bets;
    turnover += money.staked - money.refunded;
    payouts += money.paid;
    jackpotIn += money.jackpotIn;
    jackpotPaid += money.jackpotPaid;
  }
  return { bets, turnover, payouts, jackpotIn, jackpotPaid, ggr: ggrOf(turnover, payouts, jackpotIn) };
}

function reportRow(start: string, end: string, days: DayFigures[], activePlayers: number, houseBalance: number): ReportRowDto {
  const games = Object.fromEntries(GAME_TYPES.map((g) => [g, gameRow(days, g)])) as Record<GameType, ReportGameDto>;
  const sum = (pick: (d: DayFigures) => number) => days.reduce((total, d) => total + pick(d), 0);
  const allGames = (pick: (game: ReportGameDto) => number) => GAME_TYPES.reduce((t, g) => t + pick(games[g]), 0);
  const turnover = allGames((g) => g.turnover);
  const payouts = allGames((g) => g.payouts);
  const jackpotIn = allGames((g) => g.jackpotIn);
  return {
    start,
    end,
    games,
    turnover,
    payouts,
    jackpotIn,
    jackpotPaid: allGames((g) => g.jackpotPaid),
    ggr: ggrOf(turnover, payouts, jackpotIn),
    deposits: { count: sum((d) => d.deposits.count), amount: sum((d) => d.deposits.amount) },
    withdrawals: { count: sum((d) => d.withdrawals.count), amount: sum((d) => d.withdrawals.amount) },
    registrations: sum((d) => d.registrations),
    firstDepositors: sum((d) => d.firstDepositors),
    activePlayers,
    houseBalance,
  };
}

// `reads`: where a report reads (a replica when there is one: db/read-replica.ts); the roll-up
// writes through `db`.
export function createReportService(db: Db, clock: () => Date = () => new Date(), reads: Db = db) {
  let rolling: Promise<number> | null = null;
  const activePlayers = createActivePlayers(db);
  // The kept part of each day not yet rolled up: summed up to `until`.
  const keptToday = new Map<string, Summed & { until: Date }>();
  const advancing = new Map<string, Promise<Summed & { until: Date }>>();

  // The day's kept part, moved forward to the lag behind `now` when it is a minute old or more.
  function keptPartOf(day: string, now: Date): Promise<Summed & { until: Date }> {
    const kept = keptToday.get(day) ?? { figures: emptyDay(), bettors: new Set<number>(), until: vietnamDayStartOf(day) };
    const target = new Date(Math.min(now.getTime() - LIVE_LAG_MS, dayEndOf(day).getTime()));
    if (target.getTime() - kept.until.getTime() < LIVE_STEP_MS && keptToday.has(day)) return Promise.resolve(kept);
    let run = advancing.get(day);
    if (!run) {
      run = sumWindow(reads, kept.until, target)
        .then((more) => {
          const next = { ...addWindows(kept, more), until: target > kept.until ? target : kept.until };
          keptToday.set(day, next);
          return next;
        })
        .finally(() => advancing.delete(day));
      advancing.set(day, run);
    }
    return run;
  }

  /** A day not yet rolled up, up to `now`: its kept part and the minutes since. */
  async function liveDay(day: string, now: Date): Promise<Summed> {
    const kept = await keptPartOf(day, now);
    const end = new Date(Math.min(now.getTime(), dayEndOf(day).getTime()));
    return addWindows(kept, await sumWindow(reads, kept.until, end));
  }

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
    if (day !== null && day <= closedThrough) await summarizeTransferTimes(db);
    while (day !== null && day <= closedThrough) {
      const today = day;
      const wrote = await db.tx(async (q) => {
        const { figures, bettors } = await sumWindow(q, vietnamDayStartOf(today), dayEndOf(today));
        return insertReportDay(q, today, figures, [...bettors]);
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
    const last = await lastRolledDay(reads);
    // Days after the last one kept are summed live: today, and yesterday in its first minutes.
    const liveDays: string[] = [];
    for (let day = last ? addDays(last, 1) : ((await firstDay()) ?? today); day <= today; day = addDays(day, 1)) liveDays.push(day);
    const [kept, keptChangeBefore, live] = await Promise.all([
      reportDaysBetween(reads, from, to),
      houseChangeBefore(reads, from),
      Promise.all(liveDays.map((day) => liveDay(day, now).then((summed) => ({ day, ...summed })))),
    ]);
    for (const day of keptToday.keys()) if (!liveDays.includes(day)) keptToday.delete(day);

    // The periods of the range, each clipped to it.
    const periods: Array<{ key: string; from: string; to: string }> = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const key = periodStart(day, period);
      if (periods.at(-1)?.key === key) periods.at(-1)!.to = day;
      else periods.push({ key, from: day, to: day });
    }
    // A day's own players are counted when it is kept (report_days.active_players); a week, a month
    // and the whole range count each player once across their days.
    const ranges = [...(period === 'day' ? [] : periods), { key: TOTAL, from, to }];
    const liveIn = live
      .filter((l) => l.day >= from && l.day <= to)
      .flatMap((l) =>
        [...l.bettors].flatMap((userId) =>
          [TOTAL, ...(period === 'day' ? [] : [periodStart(l.day, period)])].map((key) => ({ key, userId })),
        ),
      );
    const active = await activePlayers.count(ranges, liveIn, last);

    const byDay = new Map(kept);
    for (const l of live) byDay.set(l.day, l.figures);
    let houseBalance = keptChangeBefore + live.filter((l) => l.day < from).reduce((t, l) => t + l.figures.houseChange, 0);

    const rows: ReportRowDto[] = [];
    const all: DayFigures[] = [];
    for (const range of periods) {
      const days: DayFigures[] = [];
      for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
        const figures = byDay.get(day) ?? emptyDay();
        days.push(figures);
        houseBalance += figures.houseChange;
      }
      all.push(...days);
      const players = period === 'day' ? days[0].activePlayers : (active.get(range.key) ?? 0);
      rows.push(reportRow(range.from, range.to, days, players, houseBalance));
    }
    return {
      from,
      to,
      period,
      rows,
      totals: reportRow(from, to, all, active.get(TOTAL) ?? 0, houseBalance),
      asOf: now.toISOString(),
    };
  }

  return { rollUp, report };
}
