import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// A gold pill: the one figure on the table that grows round after round.
export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: 6,
  minWidth: 128,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  border: '1px solid rgba(245, 197, 66, 0.45)',
  background: 'rgba(245, 197, 66, 0.12)',
  fontSize: 12,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  fontVariantNumeric: vars.font.numeric,
});

export const label = style({ color: vars.color.textMuted, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 });

export const amount = style({ color: vars.color.gold, fontWeight: 700 });
