import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { everyInterval } from '../http/periodic-task';
import { createReportService } from './report-service';
import { getReportRoute } from './routes/get-report';

// How often a node looks for a closed day to keep: one query when there is none.
const ROLL_UP_EVERY_MS = 5 * 60_000;

// The owner's report, for the roles that see the business's figures (admin, ke_toan). Each closed
// day is kept (report-service.ts, rollUp) by every node's timer within minutes of its close (past
// midnight in Vietnam and the roll-up's grace), whether or not anyone asks for a report; a report that
// finds days not kept yet (a site whose nodes were all down at midnight) keeps them first.
export async function reportsFeature(app: FastifyInstance): Promise<void> {
  const reports = createReportService(app.db, undefined, app.readDb);
  everyInterval(app, ROLL_UP_EVERY_MS, 'report roll-up', reports.rollUp);
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.reports));
  getReportRoute(app, reports);
}
