import { REPORT_MAX_DAYS, REPORT_MESSAGES, type ReportPeriod } from '@app/shared';

// The report's dates are Vietnam calendar dates ('YYYY-MM-DD'), as the server reads them. They are
// computed on UTC midnights: Vietnam keeps UTC+7 all year, so a date moved by whole days never
// crosses a clock change, whatever the operator's computer is set to.
const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

export interface ReportRange {
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today in Vietnam, for an operator anywhere. */
export const vietnamToday = (now: number = Date.now()) => dateOf(Math.floor((now + VIETNAM_OFFSET_MS) / DAY_MS));

export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);

/** The `days` days ending today, today included. */
export const lastDays = (days: number, today: string): ReportRange => ({ from: addDays(today, 1 - days), to: today });

/** From the 1st of this month to today. */
export const thisMonth = (today: string): ReportRange => ({ from: `${today.slice(0, 8)}01`, to: today });

/** The server's own refusals, said before asking it; null for a range it takes. */
export function rangeProblem({ from, to }: ReportRange): string | null {
  // An <input type="date"> being cleared or typed into gives '' until it holds a whole date.
  // A date that reads back as itself exists: '2026-02-30' would be taken for 2 March.
  const real = (date: string) => ISO_DATE.test(date) && Number.isFinite(dayNumber(date)) && dateOf(dayNumber(date)) === date;
  if (!real(from) || !real(to)) return REPORT_MESSAGES.dateInvalid;
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return REPORT_MESSAGES.rangeInvalid;
  if (days > REPORT_MAX_DAYS) return REPORT_MESSAGES.rangeTooLong;
  return null;
}

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
