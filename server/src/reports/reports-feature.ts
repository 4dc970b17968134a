import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { createReportService } from './report-service';
import { getReportRoute } from './routes/get-report';

// The owner's report, for the roles that see the business's figures (admin, ke_toan). The closed days
// are kept by the first report that needs them (report-service.ts, rollUp), not on a timer: with a
// minute's timer here the fault suite's clock failover failed every time (no other node drove the
// game within 20 s of the leader's SIGKILL), a cause not yet found.
export async function reportsFeature(app: FastifyInstance): Promise<void> {
  const reports = createReportService(app.db);
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.reports));
  getReportRoute(app, reports);
}
