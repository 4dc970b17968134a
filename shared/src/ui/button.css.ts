import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `transform ${vars.duration.fast} ease, filter ${vars.duration.fast} ease, background-color ${vars.duration.normal} ease, box-shadow ${vars.duration.normal} ease`,
  selectors: {
    // Physical feedback on tap; mobile has no hover to tell the user the press registered.
    '&:active:not(:disabled)': { transform: 'translateY(1px) scale(0.98)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55, boxShadow: 'none' },
    // A loading button is disabled too, but dimming it would read as "unavailable" rather than "working".
    '&[aria-busy="true"]:disabled': { opacity: 0.85, cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.gradient.gold,
    color: vars.color.onGold,
    boxShadow: `${vars.shadow.gold}, inset 0 1px 0 rgba(255, 255, 255, 0.45)`,
    textShadow: '0 1px 0 rgba(255, 255, 255, 0.25)',
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.06)' } },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    boxShadow: vars.shadow.inset,
    selectors: { '&:hover:not(:disabled)': { background: '#302968' } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.textMuted,
    selectors: {
      '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.06)', color: vars.color.text },
    },
  },
  danger: {
    background: vars.gradient.red,
    color: vars.color.onRed,
    boxShadow: `${vars.shadow.red}, inset 0 1px 0 rgba(255, 255, 255, 0.25)`,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
  },
});

// md and lg meet the 44px touch minimum; sm is for dense rows (copy buttons, chips) beside larger targets.
export const size = styleVariants({
  // 44 px even small: the smallest target a thumb hits reliably.
  sm: { minHeight: 44, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm, borderRadius: vars.radius.sm },
  md: { minHeight: 44, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { minHeight: 52, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg, borderRadius: vars.radius.lg },
});

export const block = style({ display: 'flex', width: '100%' });

export const iconSlot = style({ display: 'inline-flex', flexShrink: 0 });
