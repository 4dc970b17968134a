import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export { list, root, row, title } from './list-section.css';

export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const total = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.gold,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: vars.font.numeric,
});
export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const side = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const amount = style({ fontVariantNumeric: vars.font.numeric, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const cancel = style({ flexShrink: 0, minWidth: 64 });
const result = style({
  flexShrink: 0,
  padding: '0 8px',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
export const won = style([result, { color: vars.color.green }]);
export const lost = style([result, { color: '#ff8a8a' }]);
