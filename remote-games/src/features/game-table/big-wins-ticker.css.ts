import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.gold });
// One line that scrolls sideways on a narrow phone rather than pushing the table down.
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
export const item = style({
  flex: '0 0 auto',
  display: 'flex',
  gap: 6,
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.goldSoft,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});
export const name = style({ color: vars.color.textMuted });
export const amount = style({ color: vars.color.gold, fontWeight: vars.fontWeight.semibold });
