import { REPORT_MESSAGES } from '@app/shared/contracts';
import { lastDays, periodLabel, rangeProblem, thisMonth, vietnamToday } from '../report-dates';

test("today is Vietnam's date, which turns at 17:00 UTC", () => {
  expect(vietnamToday(Date.parse('2026-12-31T16:59:59.999Z'))).toBe('2026-12-31');
  expect(vietnamToday(Date.parse('2026-12-31T17:00:00.000Z'))).toBe('2027-01-01');
});

test('the shortcuts end today and count today in', () => {
  expect(lastDays(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  expect(lastDays(30, '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
  expect(thisMonth('2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  expect(thisMonth('2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
});

test('a range is one day up to 366, its ends whole dates', () => {
  expect(rangeProblem({ from: '2026-11-27', to: '2026-11-27' })).toBeNull();
  expect(rangeProblem({ from: '2027-01-01', to: '2027-12-31' })).toBeNull();
  expect(rangeProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
  expect(rangeProblem({ from: '2027-01-01', to: '2028-01-01' })).toBeNull();
  expect(rangeProblem({ from: '2027-01-01', to: '2028-01-02' })).toBe(REPORT_MESSAGES.rangeTooLong);
  expect(rangeProblem({ from: '2026-11-28', to: '2026-11-27' })).toBe(REPORT_MESSAGES.rangeInvalid);
  expect(rangeProblem({ from: '', to: '2026-11-27' })).toBe(REPORT_MESSAGES.dateInvalid);
  expect(rangeProblem({ from: '2026-02-30', to: '2026-11-27' })).toBe(REPORT_MESSAGES.dateInvalid);
  expect(rangeProblem({ from: '2026-13-45', to: '2026-11-27' })).toBe(REPORT_MESSAGES.dateInvalid);
});

test('periods are named dd/MM, a week by its two ends inside the range, a month MM/yyyy', () => {
  expect(periodLabel('day', { start: '2026-11-05', end: '2026-11-05' }, false)).toBe('05/11');
  expect(periodLabel('day', { start: '2026-12-31', end: '2026-12-31' }, true)).toBe('31/12/2026');
  expect(periodLabel('week', { start: '2026-11-23', end: '2026-11-29' }, false)).toBe('23/11 – 29/11');
  expect(periodLabel('week', { start: '2026-11-30', end: '2026-11-30' }, false)).toBe('30/11');
  expect(periodLabel('month', { start: '2026-11-15', end: '2026-11-30' }, true)).toBe('11/2026');
});
