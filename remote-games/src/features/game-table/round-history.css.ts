import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const empty = style({ padding: `${vars.space.lg} ${vars.space.md}` });
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
export const info = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.25 });
export const session = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: vars.font.numeric });
const outcome = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const warm = style([outcome, { color: '#ff6b6b' }]);
export const cool = style([outcome, { color: '#7fb0ff' }]);
export const draw = style({ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 });
const coin = style({ width: 16, height: 16, borderRadius: '50%', boxShadow: 'inset 0 0 0 2px rgba(0, 0, 0, 0.15)' });
export const coinRed = style([coin, { background: vars.color.red }]);
export const coinWhite = style([coin, { background: '#eeeeee' }]);
export const verify = style({ flexShrink: 0, paddingLeft: vars.space.md, paddingRight: vars.space.md });
