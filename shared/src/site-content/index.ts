export { AnnouncementMarquee } from './announcement-marquee';
export { MaintenanceBanner } from './maintenance-banner';
export { SiteNotices } from './site-notices';
