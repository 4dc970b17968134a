import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const breathe = keyframes({
  '0%, 100%': { transform: 'translateY(0) scale(1)', filter: 'drop-shadow(0 8px 24px rgba(245, 197, 66, 0.20))' },
  '50%': { transform: 'translateY(-6px) scale(1.02)', filter: 'drop-shadow(0 14px 32px rgba(245, 197, 66, 0.40))' },
});

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  color: vars.color.text,
  background: `radial-gradient(80% 50% at 50% 40%, rgba(245, 197, 66, 0.10) 0%, transparent 70%), ${vars.gradient.app}`,
});

// Fixed and on top of everything (inside the phone frame on desktop, see modal.css.ts).
export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.preloader,
});

export const inline = style({
  minHeight: '100%',
  flex: '1 0 auto',
  width: '100%',
  padding: vars.space.xxl,
});

export const logo = style({
  animation: `${breathe} 2.4s ease-in-out infinite`,
});

export const track = style({
  position: 'relative',
  width: 140,
  height: 4,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.08)',
});

export const bar = style({
  position: 'absolute',
  inset: 0,
  width: '40%',
  borderRadius: vars.radius.pill,
  background: vars.gradient.gold,
  animation: `${sweep} 1.2s ease-in-out infinite`,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  letterSpacing: '0.02em',
  // A fast load should not flash the text; it fades in only if loading takes a moment.
  animation: `${fadeIn} 0.4s ease-out 0.3s both`,
});
