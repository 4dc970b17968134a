import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const total = style({ fontSize: vars.fontSize.sm, color: vars.color.gold, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: vars.font.numeric });
export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 6 });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 52,
  padding: '4px 4px 4px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const side = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const amount = style({ fontVariantNumeric: vars.font.numeric, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const cancel = style({ flexShrink: 0, minWidth: 64 });
const result = style({ flexShrink: 0, padding: '0 8px', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const won = style([result, { color: vars.color.green }]);
export const lost = style([result, { color: '#ff8a8a' }]);
