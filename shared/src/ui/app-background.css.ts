import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const drift = keyframes({
  '0%, 100%': { transform: 'translate3d(0, 0, 0) rotate(var(--rot, 0deg))' },
  '50%': { transform: 'translate3d(0, -14px, 0) rotate(calc(var(--rot, 0deg) + 8deg))' },
});

export const root = style({
  position: 'relative',
  // Decor stays behind content without z-index games in the screens that use it.
  isolation: 'isolate',
  minHeight: '100%',
  flex: '1 0 auto',
  width: '100%',
  overflow: 'hidden',
  background: vars.gradient.app,
});

export const decor = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const glowTop = style({
  position: 'absolute',
  top: '-18%',
  left: '-20%',
  width: '90%',
  aspectRatio: '1',
  borderRadius: '50%',
  background: 'radial-gradient(circle, rgba(245, 197, 66, 0.22) 0%, rgba(245, 197, 66, 0) 65%)',
});

export const glowBottom = style({
  position: 'absolute',
  bottom: '-22%',
  right: '-25%',
  width: '100%',
  aspectRatio: '1',
  borderRadius: '50%',
  background: 'radial-gradient(circle, rgba(226, 59, 59, 0.20) 0%, rgba(120, 60, 220, 0.12) 40%, transparent 68%)',
});

export const pattern = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0.06,
  color: vars.color.gold,
});

export const die = style({
  position: 'absolute',
  color: vars.color.gold,
  opacity: 0.16,
  animation: `${drift} 9s ease-in-out infinite`,
});

export const content = style({
  position: 'relative',
  minHeight: 'inherit',
  display: 'flex',
  flexDirection: 'column',
});
