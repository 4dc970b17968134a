import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const pop = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const wrap = style({ position: 'absolute', top: 12, right: 12, zIndex: 20 });

export const button = style({
  width: 48,
  height: 48,
  borderRadius: '50%',
  border: `1px solid ${vars.color.gold}`,
  background: 'rgba(15, 12, 41, 0.85)',
  color: vars.color.gold,
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  boxShadow: '0 4px 16px rgba(0,0,0,0.4)',
});

export const tooltip = style({
  position: 'absolute',
  right: 56,
  top: 10,
  whiteSpace: 'nowrap',
  background: vars.color.gold,
  color: '#1a1446',
  fontSize: 13,
  fontWeight: 600,
  padding: '6px 10px',
  borderRadius: 8,
  animation: `${pop} 0.25s ease-out`,
});

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 56,
  minWidth: 160,
  background: '#1f1a4a',
  border: '1px solid rgba(255,255,255,0.12)',
  borderRadius: 12,
  overflow: 'hidden',
  boxShadow: '0 8px 24px rgba(0,0,0,0.45)',
  animation: `${pop} 0.2s ease-out`,
});

export const item = style({
  display: 'block',
  padding: '12px 16px',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover, &:focus-visible': { background: 'rgba(245,197,66,0.12)' } },
});
