import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { API_BASE, EXPORT_PATHS } from '@app/shared/contracts';
import { parseInput } from '../../http/validate';
import { ExportParams, ExportQuery } from '../export-inputs';
import type { ExportService } from '../export-service';

// GET /api/admin/exports/:kind?from&to&...: a CSV file, streamed a page of rows at a time. A refusal
// (a bad range or filter) is an ordinary JSON 400 before the first byte of the file.
export function exportRowsRoute(app: FastifyInstance, exports: ExportService): void {
  app.get(`${API_BASE}${EXPORT_PATHS.csv(':kind')}`, async (request, reply) => {
    const { kind } = parseInput(ExportParams, request.params);
    const query = parseInput(ExportQuery, request.query);
    const { filename, lines } = await exports.open(request.auth!.userId, kind, query);
    const stream = Readable.from(lines, { objectMode: false });
    // A failure halfway (the database gone) can no longer become an error answer: the connection is
    // cut, and the operator's browser reports the download as failed instead of saving half a file.
    stream.on('error', (error) => request.log.warn({ err: error, kind }, 'export stopped'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
