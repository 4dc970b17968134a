import { parseBankTransactionDate } from '../bank-transfer-time';

describe('parseBankTransactionDate', () => {
  it('reads the feed’s "YYYY-MM-DD HH:mm:ss" as Vietnam time (UTC+7), whatever the reader’s zone', () => {
    expect(parseBankTransactionDate('2026-11-27 14:05:09')?.toISOString()).toBe('2026-11-27T07:05:09.000Z');
    expect(parseBankTransactionDate('2026-11-27T00:30:00')?.toISOString()).toBe('2026-11-26T17:30:00.000Z');
    expect(parseBankTransactionDate('2026-11-27 14:05')?.toISOString()).toBe('2026-11-27T07:05:00.000Z');
    expect(parseBankTransactionDate(' 2026-11-27 14:05:09.25 ')?.toISOString()).toBe('2026-11-27T07:05:09.250Z');
  });

  it('reads a value that names its zone as it says', () => {
    expect(parseBankTransactionDate('2026-11-27T07:05:09Z')?.toISOString()).toBe('2026-11-27T07:05:09.000Z');
    expect(parseBankTransactionDate('2026-11-27T14:05:09+07:00')?.toISOString()).toBe('2026-11-27T07:05:09.000Z');
  });

  it.each([
    null,
    undefined,
    '',
    'hôm qua',
    '27/11/2026 14:05:09',
    '2026-02-30 10:00:00',
    '2026-11-27 25:00:00',
    '2026-13-01 00:00:00',
    'Invalid Date',
    '1700000000',
  ])('answers null for %p (shown as given)', (text) => {
    expect(parseBankTransactionDate(text)).toBeNull();
  });
});
