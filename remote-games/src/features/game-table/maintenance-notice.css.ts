import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.gold}`,
  background: `linear-gradient(${vars.color.goldSoft}, ${vars.color.goldSoft}), ${vars.color.surface}`,
});

export const title = style({
  margin: 0,
  color: vars.color.gold,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  color: vars.color.gold,
  fontSize: vars.fontSize.sm,
});
