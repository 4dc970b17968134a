import type { FastifyInstance } from 'fastify';
import { API_BASE, SITE_CONTENT_MESSAGES, SITE_CONTENT_PATHS, SiteContentBody } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { consoleSiteContentSchema } from '../site-content-schemas';
import type { SiteContentService } from '../site-content-service';

// PUT /api/admin/site-content {announcement, maintenanceMessage, maintenanceFrom, maintenanceUntil,
// telegramUrl, zaloUrl, hotline}: the whole content, '' for a field left empty.
export function updateSiteContentRoute(app: FastifyInstance, content: SiteContentService): void {
  app.put(
    `${API_BASE}${SITE_CONTENT_PATHS.admin}`,
    { schema: { response: { 200: successSchema(consoleSiteContentSchema) } } },
    async (request) => ok(await content.save(request.auth!.userId, parseInput(SiteContentBody, request.body)), SITE_CONTENT_MESSAGES.saved),
  );
}
