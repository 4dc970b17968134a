import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const reconnecting = style([notice, { background: vars.color.goldSoft, color: vars.color.gold }]);
export const disconnected = style([notice, { background: vars.color.redSoft, color: '#ff8a8a' }]);
