import type { FastifyInstance } from 'fastify';
import { API_BASE, SITE_CONTENT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { consoleSiteContentSchema } from '../site-content-schemas';
import type { SiteContentService } from '../site-content-service';

// GET /api/admin/site-content: the content as saved, with who saved it last and when.
export function getSiteContentRoute(app: FastifyInstance, content: SiteContentService): void {
  app.get(`${API_BASE}${SITE_CONTENT_PATHS.admin}`, { schema: { response: { 200: successSchema(consoleSiteContentSchema) } } }, async () =>
    ok(await content.forConsole()),
  );
}
