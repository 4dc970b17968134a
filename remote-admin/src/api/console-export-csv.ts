import { EXPORT_PATHS } from '@app/shared';
import { type ExportKind, type ExportQuery } from '@app/shared/contracts';
import { consoleGetFile } from './console-request';

/** GET /admin/exports/:kind?from&to&...: the rows as a CSV file (audited on the server). */
export const consoleExportCsv = (kind: ExportKind, query: ExportQuery) =>
  consoleGetFile(EXPORT_PATHS.csv(kind), { ...query }, `${kind}_${query.from}_${query.to}.csv`);
