import { REPORT_PATHS } from '@app/shared';
import { type ReportDto, type ReportPeriod } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/reports?from&to&period: the figures per period over a range of Vietnam dates ('YYYY-MM-DD'), and their totals. */
export const consoleGetReport = (query: { from: string; to: string; period: ReportPeriod }) =>
  consoleGet<ReportDto>(REPORT_PATHS.summary, query);
