import { GAME_TYPES, type GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { noGameMoney, type LedgerFigures } from '../ledger/ledger-day-figures';

/** One day's figures, rolled up or summed live: the ledger's and the registrations. */
export interface DayFigures extends Omit<LedgerFigures, 'bettors'> {
  registrations: number;
  activePlayers: number;
}

export async function lastRolledDay(q: Queryable): Promise<string | null> {
  const { rows } = await q.query<{ day: string | null }>(`SELECT max(day)::text AS day FROM report_days`);
  return rows[0]?.day ?? null;
}

/** When the first player registered, or null before any did. */
export async function firstRegistrationAt(q: Queryable): Promise<Date | null> {
  const { rows } = await q.query<{ at: Date | null }>(`SELECT min(created_at) AS at FROM users WHERE role = 'user'`);
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

export async function registrationsBetween(q: Queryable, start: Date, end: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE role = 'user' AND created_at >= $1 AND created_at < $2`,
    [start, end],
  );
  return Number(rows[0].n);
}

/** Writes a closed day's rows; false when another node wrote them first (the same figures). */
export async function insertReportDay(q: Queryable, day: string, figures: DayFigures, bettors: number[]): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO report_days (day, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount, registrations,
       first_depositors, active_players, house_change)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (day) DO NOTHING RETURNING day`,
    [
      day,
      figures.deposits.count,
      figures.deposits.amount,
      figures.withdrawals.count,
      figures.withdrawals.amount,
      figures.registrations,
      figures.firstDepositors,
      figures.activePlayers,
      figures.houseChange,
    ],
  );
  if (rows.length === 0) return false;
  const games = GAME_TYPES.map((g) => [g, figures.games[g]] as const);
  await q.query(
    `INSERT INTO report_game_days (day, game, bets, staked, refunded, paid, jackpot_in, jackpot_paid)
     SELECT $1, * FROM unnest($2::text[], $3::int[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[])`,
    [
      day,
      games.map(([g]) => g),
      ...(['bets', 'staked', 'refunded', 'paid', 'jackpotIn', 'jackpotPaid'] as const).map((k) => games.map(([, m]) => m[k])),
    ],
  );
  // The day's bit in each bettor's year: set_bit counts from the left, bit 0 being 1 January.
  await q.query(
    `INSERT INTO report_player_years (user_id, year, days)
     SELECT unnest($1::bigint[]), $2, set_bit(repeat('0', 366)::bit(366), $3, 1)
     ON CONFLICT (user_id, year) DO UPDATE SET days = report_player_years.days | EXCLUDED.days`,
    [bettors, Number(day.slice(0, 4)), dayOfYear(day)],
  );
  return true;
}

/** The rolled-up days from `from` to `to` (both counted), by date. */
export async function reportDaysBetween(q: Queryable, from: string, to: string): Promise<Map<string, DayFigures>> {
  const [days, games] = await Promise.all([
    q.query<{
      day: string;
      deposit_count: number;
      deposit_amount: number;
      withdrawal_count: number;
      withdrawal_amount: number;
      registrations: number;
      first_depositors: number;
      active_players: number;
      house_change: number;
    }>(
      `SELECT day::text AS day, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount, registrations,
          first_depositors, active_players, house_change
        FROM report_days WHERE day BETWEEN $1 AND $2`,
      [from, to],
    ),
    q.query<{
      day: string;
      game: GameType;
      bets: number;
      staked: number;
      refunded: number;
      paid: number;
      jackpot_in: number;
      jackpot_paid: number;
    }>(
      `SELECT day::text AS day, game, bets, staked, refunded, paid, jackpot_in, jackpot_paid
        FROM report_game_days WHERE day BETWEEN $1 AND $2`,
      [from, to],
    ),
  ]);
  const byDay = new Map<string, DayFigures>();
  for (const r of days.rows) {
    byDay.set(r.day, {
      games: noGameMoney(),
      deposits: { count: Number(r.deposit_count), amount: Number(r.deposit_amount) },
      withdrawals: { count: Number(r.withdrawal_count), amount: Number(r.withdrawal_amount) },
      houseChange: Number(r.house_change),
      firstDepositors: Number(r.first_depositors),
      registrations: Number(r.registrations),
      activePlayers: Number(r.active_players),
    });
  }
  for (const r of games.rows) {
    const day = byDay.get(r.day);
    if (day)
      day.games[r.game] = {
        bets: Number(r.bets),
        staked: Number(r.staked),
        refunded: Number(r.refunded),
        paid: Number(r.paid),
        jackpotIn: Number(r.jackpot_in),
        jackpotPaid: Number(r.jackpot_paid),
      };
  }
  return byDay;
}

/** What the houses gained over the rolled-up days before `day`. */
export async function houseChangeBefore(q: Queryable, day: string): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `SELECT coalesce(sum(house_change), 0)::bigint AS total FROM report_days WHERE day < $1`,
    [day],
  );
  return Number(rows[0].total);
}

/** 0 for 1 January. */
export const dayOfYear = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${day.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000);

/** Each player's days of the given years, as bit(366) text ('1' where they bet; index 0 is 1 January). */
export async function playerYears(q: Queryable, years: readonly number[]): Promise<Array<{ userId: number; year: number; days: string }>> {
  const { rows } = await q.query<{ user_id: number; year: number; days: string }>(
    'SELECT user_id, year, days::text AS days FROM report_player_years WHERE year = ANY($1::int[])',
    [years],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), year: Number(r.year), days: r.days }));
}
