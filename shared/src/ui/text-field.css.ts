import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  transition: `border-color ${vars.duration.fast} ease, box-shadow ${vars.duration.fast} ease`,
  selectors: {
    // The ring is drawn on the wrapper so the icon and toggle sit inside the focused shape.
    '&:focus-within': { borderColor: vars.color.gold, boxShadow: vars.shadow.focus },
  },
});

export const controlInvalid = style({
  borderColor: vars.color.red,
  selectors: {
    '&:focus-within': { borderColor: vars.color.red, boxShadow: '0 0 0 3px rgba(226, 59, 59, 0.35)' },
  },
});

export const controlDisabled = style({ opacity: 0.55 });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 46,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  // 16px stops iOS Safari from zooming the page when the field is focused.
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textDim, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
    // Browser autofill paints a light yellow box; keep the dark field dark.
    '&:-webkit-autofill': {
      WebkitTextFillColor: vars.color.text,
      boxShadow: `0 0 0 100px ${vars.color.surfaceSunken} inset`,
      caretColor: vars.color.text,
    },
  },
});

export const inputWithLeft = style({ paddingLeft: 0 });
export const inputWithRight = style({ paddingRight: 0 });

export const slot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: vars.color.textDim,
});

export const leftSlot = style([slot, { width: 44, paddingLeft: vars.space.xs }]);
export const rightSlot = style([slot, { paddingRight: vars.space.xxs }]);

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textDim,
});

export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  // Lighter than the brand red: the brand red on the dark surface is below 4.5:1 for small text.
  color: '#ff7a7a',
});

export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  fontWeight: vars.fontWeight.semibold,
});

export const suffix = style({
  padding: `0 ${vars.space.md} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.gold,
});
