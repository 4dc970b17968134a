import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { everyInterval } from '../http/periodic-task';
import { createReportService } from './report-service';
import { getReportRoute } from './routes/get-report';

// How often a node looks for a day that has closed and is not yet kept (a report asked in between
// keeps it first, so this spares the first report of the morning that work), and moves today's kept
// sum forward (report-service.ts, LIVE_LAG_MS), so that a report sums live only the last minutes.
const REFRESH_EVERY_MS = 60_000;

// The owner's report, for the roles that see the business's figures (admin, ke_toan).
export async function reportsFeature(app: FastifyInstance): Promise<void> {
  const reports = createReportService(app.db);
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.reports));
  getReportRoute(app, reports);
  everyInterval(app, REFRESH_EVERY_MS, 'report refresh', () => reports.refresh());
}
