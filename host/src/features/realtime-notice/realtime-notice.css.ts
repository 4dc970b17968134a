import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const notice = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.redSoft,
  color: vars.color.text,
  fontSize: 13,
  lineHeight: 1.4,
});
