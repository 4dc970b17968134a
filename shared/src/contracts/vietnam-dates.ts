// Calendar days as the business counts them: in Vietnam time (UTC+7, no daylight saving), whatever
// the zone of the computer reading them. A date is its 'YYYY-MM-DD' text; the arithmetic goes through
// UTC midnight of that text, where every day is 24 hours long.
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Vietnam date of an instant. */
export const vietnamDateOf = (instant: Date): string => new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** True for a 'YYYY-MM-DD' that names a day that exists (not 2026-02-30). */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const parts = DATE.exec(text);
  if (!parts) return false;
  const utc = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return utc.toISOString().slice(0, 10) === text;
}

/** The instant a Vietnam date begins (its midnight, 17:00 UTC the day before). */
export const vietnamDayStartOf = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - VIETNAM_OFFSET_MS);

/** The date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted (1 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The Monday that starts the week of `date`. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of the month of `date`. */
export const monthStartOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** 'dd/MM/yyyy HH:mm:ss' in Vietnam time, as the operators read a moment. */
export function vietnamDateTimeText(instant: Date): string {
  const iso = new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
}
