import { useEffect, useState } from 'react';
import { maintenanceIsOver, maintenanceWhenText, type MaintenanceNoticeDto } from '../contracts/site-content';
import { Icon } from '../ui/icon';
import { cx } from '../ui/cx';
import * as s from './site-notices.css';

// setTimeout's longest wait; a notice ending later is looked at again then.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The operators' maintenance notice: when (in Vietnam time, whatever the phone's zone) and what. It
 * goes away by itself once its end has passed, the page left open or not.
 */
export function MaintenanceBanner({ notice, className }: { notice: MaintenanceNoticeDto; className?: string }) {
  const [, recheck] = useState(0);
  useEffect(() => {
    if (!notice.until) return undefined;
    const wait = Date.parse(notice.until) - Date.now();
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => recheck((n) => n + 1), Math.min(wait, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  });
  if (maintenanceIsOver(notice)) return null;
  return (
    <section className={cx(s.banner, className)} aria-label="Thông báo bảo trì" data-testid="maintenance-banner">
      <span className={s.bannerIcon} aria-hidden="true">
        <Icon name="alert" size={18} />
      </span>
      <p className={s.bannerText}>
        <strong className={s.bannerWhen}>{maintenanceWhenText(notice)}</strong>
        {notice.message}
      </p>
    </section>
  );
}
