import { SITE_CONTENT_PATHS, type ConsoleSiteContentDto, type SiteContentInput } from '@app/shared';
import { consoleSend } from './console-request';

/** PUT /admin/site-content: the whole content at once ('' for a field left empty); no step-up, it moves no money. */
export const consoleSaveSiteContent = (content: SiteContentInput) =>
  consoleSend<ConsoleSiteContentDto>('put', SITE_CONTENT_PATHS.admin, content);
