import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// The frame the soi cầu views share (the big road, the sum chart, the frequencies), drawn as the bead
// plate's (game-table/trend-board.css.ts, which the table's own chunk carries: shared with it, the
// stylesheet's order across the two chunks could not be kept): a titled column, and a board that
// scrolls inside itself so the page never widens.
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const scroller = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  maxWidth: '100%',
  padding: 6,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});
