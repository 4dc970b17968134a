import { vndText } from '../../contracts/money-text';
import { formatMoney, formatSignedMoney, formatVndNumber, formatVndCompact } from '../format-vnd';

describe('formatVndNumber', () => {
  it.each([
    [1234567, '1.234.567'],
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [-25000, '-25.000'],
    [1234.6, '1.235'],
    ['2500000', '2.500.000'],
  ])('%p → %p', (value, expected) => {
    expect(formatVndNumber(value)).toBe(expected);
  });

  it.each([null, undefined, NaN, Infinity, 'abc', ''])('shows 0 for %p', (value) => {
    expect(formatVndNumber(value as never)).toBe('0');
  });

  it('never prints a currency symbol or -0', () => {
    expect(formatVndNumber(-0.2)).toBe('0');
    expect(formatVndNumber(5_000_000)).not.toMatch(/₫|đ|VND/);
  });
});

describe('formatVndCompact', () => {
  it.each([
    [1_500_000, '1,5M'],
    [2_000_000, '2M'],
    [1_234_567, '1,2M'],
    [1_990_000, '1,9M'],
    [300_000_000, '300M'],
    [1_500_000_000, '1.500M'],
    [1_000, '1K'],
    [1_500, '1,5K'],
    [500_000, '500K'],
    [999_999, '999,9K'],
    [999, '999'],
    [0, '0'],
    [-2_500, '-2,5K'],
  ])('%p → %p', (value, expected) => {
    expect(formatVndCompact(value)).toBe(expected);
  });

  it('shows 0 for missing values', () => {
    expect(formatVndCompact(null)).toBe('0');
    expect(formatVndCompact(undefined)).toBe('0');
  });
});

describe('formatMoney', () => {
  it('adds the đ sign after a no-break space, so a line never starts with a lone đ', () => {
    expect(formatMoney(1234567)).toBe('1.234.567\u00a0đ');
    expect(formatMoney(undefined)).toBe('0\u00a0đ');
  });
});

describe('formatSignedMoney', () => {
  it.each([
    [29_000, '+29.000\u00a0đ'],
    [-400, '\u2212400\u00a0đ'],
    [0, '0\u00a0đ'],
    [-0, '0\u00a0đ'],
  ])('%p → %p', (value, expected) => {
    expect(formatSignedMoney(value)).toBe(expected);
  });
});

describe('vndText (messages, on the pages and the server)', () => {
  it('keeps the đ with its number too', () => {
    expect(vndText(500_000)).toBe('500.000\u00a0đ');
  });
});
