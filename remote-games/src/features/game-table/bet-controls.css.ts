import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const summary = style({
  margin: 0,
  minHeight: 20,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
  overflowWrap: 'anywhere',
});
export const strong = style({ color: vars.color.text });
export const win = style({ color: vars.color.gold });
export const notice = style({ color: vars.color.gold });
// The amount, 'Xóa' and 'Đặt cược' in one row; without an amount field, the two buttons.
export const buttons = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2.4fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  selectors: { '&:has(input)': { gridTemplateColumns: 'minmax(0, 1.7fr) auto minmax(0, 1.3fr)' } },
});
export const clear = style({ paddingLeft: vars.space.md, paddingRight: vars.space.md });
export const confirm = style({ minWidth: 0 });
