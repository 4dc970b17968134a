// Pure helpers behind CurrencyInput, kept apart so forms and tests can use the same
// rules: digits only, grouped by a separator (comma by default), and zero shown as empty.

export const DEFAULT_AMOUNT_SEPARATOR = ',';
// What the app's own amount fields use, as every amount it shows reads (500.000 đ): a Vietnamese
// reader takes 500,000 for five hundred with decimals.
export const VND_AMOUNT_SEPARATOR = '.';
// 15 digits stay below Number.MAX_SAFE_INTEGER, so Number(raw) is always exact.
export const MAX_AMOUNT_DIGITS = 15;

/**
 * The raw digit string of an amount: no separators, no leading zeros, '' for empty or zero.
 * A number is truncated to an integer; a string like "150000.00" (a decimal amount from an API) keeps
 * its integer part, any other string keeps just its digits.
 */
export function toRawDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1) return '';
    return Math.trunc(value).toLocaleString('en-US', { useGrouping: false });
  }
  const text = value.trim();
  const decimal = /^(\d+)\.\d{1,2}$/.exec(text);
  return (decimal ? decimal[1] : text).replace(/\D/g, '').replace(/^0+/, '');
}

/** Groups a digit string by thousands: formatDigits('1234567') === '1,234,567'. */
export function formatDigits(digits: string, separator: string = DEFAULT_AMOUNT_SEPARATOR): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** What the input shows for a value: grouped digits, '' for empty or zero. */
export function formatAmountInput(value: string | number | null | undefined, separator: string = DEFAULT_AMOUNT_SEPARATOR): string {
  return formatDigits(toRawDigits(value), separator);
}

/** How many digits sit before position `pos` of a formatted string. */
export function digitsBefore(text: string, pos: number): number {
  let n = 0;
  for (let i = 0; i < pos && i < text.length; i++) if (isDigit(text[i])) n++;
  return n;
}

/** The string position just after the `count`-th digit (0 → start). */
export function positionAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isDigit(text[i]) && ++seen === count) return i + 1;
  }
  return text.length;
}

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}
