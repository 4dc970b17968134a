import { define, type } from 'superstruct';
import { isCalendarDate, REPORT_MESSAGES, REPORT_PERIODS, type ReportPeriod } from '@app/shared/contracts';

const calendarDate = define<string>('date', (v) => (isCalendarDate(v) ? true : REPORT_MESSAGES.dateInvalid));
const period = define<ReportPeriod>('period', (v) =>
  (REPORT_PERIODS as readonly unknown[]).includes(v) ? true : REPORT_MESSAGES.periodInvalid,
);

// GET /api/admin/reports?from&to&period: Vietnam dates, both counted. Their order and the length of
// the range are the service's to check, with the clock.
export const ReportQuery = type({ from: calendarDate, to: calendarDate, period });
