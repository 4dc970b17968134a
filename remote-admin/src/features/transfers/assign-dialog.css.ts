import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MEDIA, vars } from '@app/shared/theme';

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: 240,
  overflowY: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
  // On a phone the whole row is the target: the native radio (13 px) is hidden and drawn by the row,
  // which shows it checked and focused.
  '@media': {
    [PHONE_MEDIA]: {
      position: 'relative',
      minHeight: 44,
      selectors: {
        '&::before': {
          content: '""',
          flexShrink: 0,
          width: 18,
          height: 18,
          borderRadius: '50%',
          border: `2px solid ${vars.color.borderStrong}`,
          boxSizing: 'border-box',
        },
        '&:has(input:checked)': { background: vars.color.surface },
        '&:has(input:checked)::before': {
          borderColor: vars.color.gold,
          background: vars.color.gold,
          boxShadow: `inset 0 0 0 3px ${vars.color.surfaceSunken}`,
        },
        '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
      },
    },
  },
});
globalStyle(`${option} input`, {
  '@media': {
    [PHONE_MEDIA]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      border: 0,
    },
  },
});
export const confirmLine = style({ margin: 0, color: vars.color.gold, fontWeight: vars.fontWeight.semibold });
