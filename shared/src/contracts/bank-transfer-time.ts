// The bank feed's `transactionDate` is the bank's text, kept as the feed sent it (bank_transfers
// .transaction_date is text): a feed that changes its format, or sends garbage, must never lose a
// transfer or break the screen that lists it. Its usual form, "2026-11-27 14:05:09", names no zone:
// it is the bank's clock, Vietnam time (UTC+7, no daylight saving), whatever the zone of the computer
// reading it. A value that names its zone (ISO 8601 with Z or ±hh:mm) is read as it says.
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The instant the bank's text names, or null when it is not a date this can read for sure. */
export function parseBankTransactionDate(text: string | null | undefined): Date | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  const local = LOCAL.exec(value);
  if (local) {
    const [, year, month, day, hour, minute, second = '0', millis = '0'] = local;
    const fields = [Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)] as const;
    const utc = Date.UTC(...fields, Number(millis.padEnd(3, '0')));
    // Date.UTC rolls 2026-02-30 over into March: a date that does not exist is not read.
    const back = new Date(utc);
    const exists =
      back.getUTCFullYear() === fields[0] &&
      back.getUTCMonth() === fields[1] &&
      back.getUTCDate() === fields[2] &&
      back.getUTCHours() === fields[3] &&
      back.getUTCMinutes() === fields[4] &&
      back.getUTCSeconds() === fields[5];
    return exists ? new Date(utc - VIETNAM_OFFSET_MS) : null;
  }
  if (ZONED.test(value)) {
    const zoned = new Date(value);
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  return null;
}
