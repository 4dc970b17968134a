import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { definePlugin } from '../http/define-plugin';
import { getSiteContentRoute } from './routes/get-site-content';
import { updateSiteContentRoute } from './routes/update-site-content';
import { createSiteContentService, type SiteContentService } from './site-content-service';

declare module 'fastify' {
  interface FastifyInstance {
    // What every page is given of the operators' content (the public configuration reads it).
    siteContent: SiteContentService;
  }
}

// The announcement, the maintenance notice and the support links: written in the console by the
// roles that change the settings (admins), read by every page. Not encapsulated, so the public
// configuration (static/) reads the service.
export const siteContentFeature = definePlugin(
  'site-content',
  async (app: FastifyInstance) => {
    const content = await createSiteContentService({ db: app.db, realtime: app.realtime, log: app.log });
    app.decorate('siteContent', content);
    app.addHook('onClose', () => content.stop());
    app.register(async (scope) => {
      scope.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.admin));
      getSiteContentRoute(scope, content);
      updateSiteContentRoute(scope, content);
    });
  },
  ['config', 'db', 'authentication', 'realtime'],
);
