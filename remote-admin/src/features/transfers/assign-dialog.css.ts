import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

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
});
export const confirmLine = style({ margin: 0, color: vars.color.gold, fontWeight: vars.fontWeight.semibold });
