import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } });

// Fixed inside the phone frame (its transform makes it the containing block), above the bottom
// navigation where there is one.
const base = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  zIndex: vars.z.banner,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  background: `${vars.gradient.surface}, ${vars.color.surfaceRaised}`,
  border: `1px solid rgba(245,197,66,0.35)`,
  boxShadow: vars.shadow.raised,
  animation: `${rise} ${vars.duration.slow} ease-out`,
});

export const banner = styleVariants({
  bottom: [base, { bottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))` }],
  aboveNav: [base, { bottom: `calc(${vars.size.bottomNav} + ${vars.space.sm} + env(safe-area-inset-bottom))` }],
});

export const icon = style({ width: 44, height: 44, borderRadius: vars.radius.md, display: 'block' });
export const text = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const body = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.tight });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const close = style({
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
