import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  color: '#ffffff',
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  lineHeight: 1,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.12)',
});

// Bank logos are drawn for white backgrounds; a white tile keeps them legible on the dark theme.
export const logoTile = style({
  background: '#ffffff',
  padding: 3,
});

export const logo = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const size = styleVariants({
  28: { width: 28, height: 28, fontSize: 9, borderRadius: 7 },
  36: { width: 36, height: 36, fontSize: 11 },
  48: { width: 48, height: 48, fontSize: 13, borderRadius: vars.radius.md },
});
