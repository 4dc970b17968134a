import { useState, type HTMLAttributes } from 'react';
import { cx } from './cx';
import * as s from './bank-badge.css';

// Twelve colours for banks without a logo, picked by a hash of the bank code. All keep white text above 4.5:1.
export const BANK_BADGE_COLORS = [
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#4527a0',
  '#283593',
  '#1565c0',
  '#0277bd',
  '#00695c',
  '#2e7d32',
  '#bf360c',
  '#5d4037',
  '#37474f',
] as const;

export const BANK_BADGE_SIZES = [28, 36, 48] as const;
export type BankBadgeSize = (typeof BANK_BADGE_SIZES)[number];

/** FNV-1a over the upper-cased code: the same bank gets the same colour on every screen and device. */
export function bankBadgeColorIndex(code: string | null | undefined): number {
  const key = (code ?? '').trim().toUpperCase();
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % BANK_BADGE_COLORS.length;
}

export function bankBadgeColor(code: string | null | undefined): string {
  return BANK_BADGE_COLORS[bankBadgeColorIndex(code)];
}

const MAX_CHARS: Record<BankBadgeSize, number> = { 28: 3, 36: 4, 48: 5 };

/**
 * The text drawn in a logo-less badge: the short name when it fits ('MB', 'ACB', 'BIDV'), else the
 * bank code ('Vietcombank' → 'VCB'), else the start of the short name.
 */
export function bankBadgeText(shortName: string | null | undefined, code: string | null | undefined, size: BankBadgeSize = 36): string {
  const max = MAX_CHARS[size];
  const name = (shortName ?? '').trim();
  const c = (code ?? '').trim();
  if (name && name.length <= max) return name;
  if (c && c.length <= max) return c;
  return (name || c || '?').slice(0, max);
}

export interface BankBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Bank code, e.g. 'VCB'; picks the colour. */
  code: string;
  shortName?: string;
  /** Full name for the accessible label, e.g. 'Ngân hàng TMCP Ngoại thương Việt Nam'. */
  name?: string;
  logo?: string | null;
  size?: BankBadgeSize;
}

export function BankBadge({ code, shortName, name, logo, size = 36, className, style, ...rest }: BankBadgeProps) {
  // Remember which URL failed so a later, different logo is tried again.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const label = name || shortName || code;
  const showLogo = Boolean(logo) && failedLogo !== logo;

  if (showLogo) {
    return (
      <span className={cx(s.badge, s.logoTile, s.size?.[size], className)} style={style} title={label} {...rest}>
        <img
          src={logo!}
          alt={label}
          className={s.logo}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailedLogo(logo!)}
        />
      </span>
    );
  }

  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cx(s.badge, s.size?.[size], className)}
      style={{ backgroundColor: bankBadgeColor(code), ...style }}
      data-color-index={bankBadgeColorIndex(code)}
      {...rest}
    >
      <span aria-hidden="true">{bankBadgeText(shortName, code, size)}</span>
    </span>
  );
}
