import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0) rotate(-8deg)' },
  '50%': { transform: 'translateY(-8px) rotate(-4deg)' },
});

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  // Fills whatever it is mounted in: the phone frame, a route outlet, or a flex column.
  minHeight: '100%',
  flex: '1 0 auto',
  width: '100%',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  overflow: 'hidden',
  textAlign: 'center',
  color: vars.color.text,
  background: `radial-gradient(120% 60% at 50% 0%, rgba(245, 197, 66, 0.10) 0%, transparent 60%), ${vars.gradient.app}`,
});

export const fullViewport = style({ minHeight: '100dvh' });

export const art = style({
  color: vars.color.gold,
  opacity: 0.9,
  animation: `${float} 4s ease-in-out infinite`,
  filter: 'drop-shadow(0 10px 24px rgba(245, 197, 66, 0.25))',
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
  background: vars.gradient.goldText,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
  color: vars.color.gold,
  textShadow: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: 320,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const extra = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 320,
  marginTop: vars.space.lg,
});
