import type { SiteContentDto } from '../contracts/site-content';
import { AnnouncementMarquee } from './announcement-marquee';
import { MaintenanceBanner } from './maintenance-banner';

/** What the operators wrote for every page, under its header: the maintenance notice, then the announcement. */
export function SiteNotices({ content }: { content: Pick<SiteContentDto, 'announcement' | 'maintenance'> }) {
  return (
    <>
      {content.maintenance && <MaintenanceBanner notice={content.maintenance} />}
      {content.announcement && <AnnouncementMarquee text={content.announcement} />}
    </>
  );
}
