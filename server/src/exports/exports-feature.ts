import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { createReportService } from '../reports/report-service';
import { createExportService } from './export-service';
import { exportRowsRoute } from './routes/export-rows';

// CSV exports of the console's lists and of the report, for the roles that see the business's
// figures (admin, ke_toan): the files hold players' personal data, and each one is audited.
export async function exportsFeature(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.reports));
  exportRowsRoute(app, createExportService(app.db, createReportService(app.db, undefined, app.readDb)));
}
