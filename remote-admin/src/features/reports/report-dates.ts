import { addDays, vietnamDateOf } from '@app/shared';
import { reportRangeProblem, type ReportPeriod } from '@app/shared/contracts';

export interface ReportRange {
  from: string;
  to: string;
}

/** Today in Vietnam, for an operator anywhere. */
export const vietnamToday = (now: number = Date.now()) => vietnamDateOf(new Date(now));

/** The `days` days ending today, today included. */
export const lastDays = (days: number, today: string): ReportRange => ({ from: addDays(today, 1 - days), to: today });

/** From the 1st of this month to today. */
export const thisMonth = (today: string): ReportRange => ({ from: `${today.slice(0, 8)}01`, to: today });

/** The server's own refusals, said before asking it (an <input type="date"> being typed into gives ''); null for a range it takes. */
export const rangeProblem = (range: ReportRange): string | null => reportRangeProblem(range)?.message ?? null;

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const monthYear = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** '05/11/2026': a date in a sentence. */
export const fullDate = (date: string) => `${dayMonth(date)}/${date.slice(0, 4)}`;

/**
 * A period's name in a table: '05/11' for a day, '03/11 – 09/11' for a week, '11/2026' for a month.
 * A range over the new year names its days and weeks with the year too: a year's range may hold the
 * same day of two years.
 */
export function periodLabel(period: ReportPeriod, row: { start: string; end: string }, withYear: boolean): string {
  if (period === 'month') return monthYear(row.start);
  const name = (date: string) => (withYear ? fullDate(date) : dayMonth(date));
  return period === 'week' && row.end !== row.start ? `${name(row.start)} – ${name(row.end)}` : name(row.start);
}

/** A period's name under a chart's axis, where a week is named by its first day. */
export const periodTick = (period: ReportPeriod, start: string) => (period === 'month' ? monthYear(start) : dayMonth(start));

export const spansYears = ({ from, to }: ReportRange) => from.slice(0, 4) !== to.slice(0, 4);
