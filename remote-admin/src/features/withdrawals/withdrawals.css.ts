import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.gold}`,
  background: vars.color.goldSoft,
});
