import { SITE_CONTENT_PATHS, type ConsoleSiteContentDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/site-content: the announcement, the maintenance notice and the support links as saved, with who saved them last. */
export const consoleGetSiteContent = () => consoleGet<ConsoleSiteContentDto>(SITE_CONTENT_PATHS.admin);
