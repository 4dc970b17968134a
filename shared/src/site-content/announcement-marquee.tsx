import { useState } from 'react';
import { Icon } from '../ui/icon';
import { cx } from '../ui/cx';
import { visuallyHidden } from '../ui/a11y.css';
import * as s from './site-notices.css';

// About 12 characters a second, never a dash: a short line goes round at a pace one can read.
const durationOf = (text: string) => `${Math.max(10, Math.round(text.length / 12) + 6)}s`;

/**
 * The operators' announcement, scrolling under the header. The moving copies are hidden from screen
 * readers and the text is said once, as it is; a phone asking for reduced motion gets the text still
 * (CSS, no button then). Anyone may stop it (WCAG 2.2.2): the button, or a pointer resting on it.
 */
export function AnnouncementMarquee({ text, className }: { text: string; className?: string }) {
  const [paused, setPaused] = useState(false);
  return (
    <section className={cx(s.marquee, className)} aria-label="Thông báo" data-paused={paused} data-testid="announcement-marquee">
      <span className={s.marqueeIcon} aria-hidden="true">
        <Icon name="bell" size={16} />
      </span>
      <p className={visuallyHidden}>{text}</p>
      <div className={s.viewport} aria-hidden="true">
        <div className={s.track} style={{ animationDuration: durationOf(text) }}>
          <span className={s.copy}>{text}</span>
          <span className={cx(s.copy, s.second)}>{text}</span>
        </div>
      </div>
      <button
        type="button"
        className={s.pause}
        aria-pressed={paused}
        aria-label="Dừng chữ chạy"
        title={paused ? 'Cho chữ chạy tiếp' : 'Dừng chữ chạy'}
        onClick={() => setPaused((p) => !p)}
      >
        <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
        </svg>
      </button>
    </section>
  );
}
