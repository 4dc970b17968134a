import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export { root, head, title } from './board.css';
export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const list = style({ display: 'flex', flexDirection: 'column', gap: 6, margin: 0, padding: 0, listStyle: 'none' });

// One line a face or a way the coins fell: what it is, a bar against the most frequent, the count,
// the share, and room for the newest round's tag so the bars line up with or without it.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(40px, 1fr) 64px 36px 30px',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minHeight: 28,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: vars.font.numeric,
});

// Xóc đĩa's rows also say the coins in words ('3 Đỏ 1 Trắng'), as the bet sides do.
export const rowLabelled = style([row, { gridTemplateColumns: 'auto 84px minmax(32px, 1fr) 64px 36px 30px' }]);

export const icon = style({ display: 'inline-flex' });
export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const track = style({
  position: 'relative',
  height: 10,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const fillGold = style({
  position: 'absolute',
  inset: '0 auto 0 0',
  borderRadius: vars.radius.pill,
  background: vars.gradient.gold,
  selectors: { [`${row}[data-newest] &, ${rowLabelled}[data-newest] &`]: { background: vars.color.text } },
});

export const count = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const share = style({ textAlign: 'right', color: vars.color.textMuted });

const tag = style({
  justifySelf: 'end',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  fontSize: 11,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '16px',
});
export const newTag = style([tag, { background: vars.color.gold, color: vars.color.onGold }]);
export const noTag = style([tag, { visibility: 'hidden' }]);

export const colours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: vars.font.numeric,
});
export const redText = style({ color: '#ff6b6b' });
export const whiteText = style({ color: vars.color.text });
export const split = style({ position: 'relative', height: 10, borderRadius: vars.radius.pill, background: '#eeeeee', overflow: 'hidden' });
export const splitRed = style({ position: 'absolute', inset: '0 auto 0 0', background: vars.color.red });

export const coins = style({ display: 'inline-flex', gap: 2 });
const coin = style({ width: 10, height: 10, borderRadius: '50%', boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.2)' });
export const coinRed = style([coin, { background: vars.color.red }]);
export const coinWhite = style([coin, { background: '#eeeeee' }]);
