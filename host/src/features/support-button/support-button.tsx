import { useEffect, useRef, useState } from 'react';
import { Icon, SUPPORT_TOOLTIP_MS } from '@app/shared';
import { usePublicConfig } from '../public-config/public-config';
import * as styles from './support-button.css';

export function SupportButton() {
  const { supportChannelUrl, supportAccountUrl } = usePublicConfig();
  const [tooltip, setTooltip] = useState(false);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTooltip(true), SUPPORT_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className={styles.wrap} ref={ref}>
      {tooltip && !open && (
        <span className={styles.tooltip} role="status">
          Bạn cần hỗ trợ?
        </span>
      )}
      <button
        type="button"
        className={styles.button}
        aria-label="Hỗ trợ"
        aria-expanded={open}
        onClick={() => {
          setOpen((v) => !v);
          setTooltip(false);
        }}
      >
        <Icon name="support" />
      </button>
      {open && (
        <div className={styles.menu} role="menu">
          <a role="menuitem" className={styles.item} href={supportChannelUrl} target="_blank" rel="noopener noreferrer">
            Channel
          </a>
          <a role="menuitem" className={styles.item} href={supportAccountUrl} target="_blank" rel="noopener noreferrer">
            Support
          </a>
        </div>
      )}
    </div>
  );
}
