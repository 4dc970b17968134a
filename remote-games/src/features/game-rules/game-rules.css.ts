import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.gold });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.55 });
export const note = style([text, { color: vars.color.textMuted }]);
export const bullets = style({
  margin: 0,
  paddingLeft: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: vars.font.numeric,
});
globalStyle(`${table} th, ${table} td`, { padding: '8px 6px', textAlign: 'left', borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.bold });
