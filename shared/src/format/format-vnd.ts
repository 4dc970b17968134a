// Money is an integer number of đồng, shown vi-VN style with no decimals, or compact with 'K' and 'M'.
const integerVnd = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

type MoneyInput = number | string | null | undefined;

// Balances may arrive as numeric strings (bigint columns); anything unreadable shows as 0
// rather than 'NaN' in front of a player.
function toNumber(value: MoneyInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

// Intl prints -0 as '-0'.
const noNegativeZero = (n: number) => (n === 0 ? 0 : n);

/** 1234567 → '1.234.567' (vi-VN grouping, no decimals, no currency symbol). */
export function formatVndNumber(value: MoneyInput): string {
  return integerVnd.format(noNegativeZero(Math.round(toNumber(value))));
}

/**
 * 1500000 → '1,5M', 2000000 → '2M', 1500 → '1,5K', 999 → '999'.
 * Vietnamese decimal comma; a zero decimal is dropped. The decimal is truncated, not rounded,
 * so a balance is never shown higher than it is (999.999 → '999,9K', not '1.000K').
 */
export function formatVndCompact(value: MoneyInput): string {
  const n = toNumber(value);
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return oneDecimal.format(noNegativeZero(Math.trunc(n / 100_000) / 10)) + 'M';
  if (abs >= 1_000) return oneDecimal.format(noNegativeZero(Math.trunc(n / 100) / 10)) + 'K';
  return formatVndNumber(n);
}

// Between an amount and its "đ", a no-break space: a line may never end on the number and start
// on a lone "đ".
const MONEY_SPACE = '\u00a0';

/** 1234567 → '1.234.567 đ' (a no-break space before the đ). */
export function formatMoney(value: MoneyInput): string {
  return `${formatVndNumber(value)}${MONEY_SPACE}đ`;
}

// A true minus sign: a hyphen reads as a dash beside a number and is narrower than the '+'.
const MINUS = '\u2212';

/** A gain or a loss: 29000 → '+29.000 đ', -400 → '−400 đ', 0 → '0 đ'. */
export function formatSignedMoney(value: number): string {
  const n = Math.round(toNumber(value));
  const sign = n > 0 ? '+' : n < 0 ? MINUS : '';
  return `${sign}${formatVndNumber(Math.abs(n))}${MONEY_SPACE}đ`;
}
