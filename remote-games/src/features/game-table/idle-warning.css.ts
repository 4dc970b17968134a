import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const warning = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.goldSoft,
  color: vars.color.gold,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});
