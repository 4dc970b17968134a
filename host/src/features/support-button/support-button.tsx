import { useEffect, useRef, useState } from 'react';
import { Icon, SUPPORT_TOOLTIP_MS, supportContacts } from '@app/shared';
import { usePublicConfig } from '../public-config/public-config';
import * as styles from './support-button.css';

// The support desk's contacts on the sign-in pages: those the operators set in the console, and no
// button at all while none is set (a menu of nothing helps no one).
export function SupportButton() {
  const { support } = usePublicConfig();
  const contacts = supportContacts(support);
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

  if (contacts.length === 0) return null;
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
          {contacts.map((contact) => (
            <a
              key={contact.kind}
              role="menuitem"
              className={styles.item}
              href={contact.href}
              {...(contact.kind === 'hotline' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {contact.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
