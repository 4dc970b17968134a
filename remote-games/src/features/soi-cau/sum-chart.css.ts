import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export { root, head } from './board.css';
export const legend = style({ display: 'flex', gap: vars.space.md, margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  '::before': { content: '""', width: 8, height: 8, borderRadius: '50%' },
});
export const keyTai = style([key, { selectors: { '&::before': { background: vars.color.tai } } }]);
export const keyXiu = style([key, { selectors: { '&::before': { background: vars.color.xiu } } }]);
// The dashed line between Xỉu (up to 10) and Tài (from 11).
export const keySplit = style([
  key,
  { selectors: { '&::before': { width: 14, height: 0, borderRadius: 0, borderTop: `2px dashed ${vars.color.gold}` } } },
]);
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const split = style({ stroke: vars.color.gold, strokeWidth: 1, strokeDasharray: '4 3', opacity: 0.8 });
export const tick = style({ fontSize: 9, fill: vars.color.textDim, fontVariantNumeric: vars.font.numeric });
export const line = style({ fill: 'none', stroke: vars.color.textDim, strokeWidth: 1, strokeLinejoin: 'round', opacity: 0.7 });
export const dotTai = style({ fill: vars.color.tai });
export const dotXiu = style({ fill: vars.color.xiu });
export const newestRing = style({ fill: 'none', stroke: vars.color.gold, strokeWidth: 2 });
export const newestLabel = style({ fontSize: 11, fontWeight: vars.fontWeight.black, fill: vars.color.gold });
