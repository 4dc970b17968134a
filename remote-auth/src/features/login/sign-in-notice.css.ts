import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const notice = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: 4,
  margin: '0 0 16px',
  padding: '10px 4px 6px 12px',
  borderRadius: 12,
  background: 'rgba(245, 197, 66, 0.12)',
  border: '1px solid rgba(245, 197, 66, 0.45)',
  color: vars.color.text,
  fontSize: 14,
  lineHeight: 1.45,
});

export const message = style({ margin: 0 });

// 44 px tall: a thumb's target, inside the notice.
export const recover = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.gold,
  fontWeight: 700,
  textDecoration: 'underline',
});

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  marginTop: -6,
  border: 'none',
  borderRadius: 10,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
