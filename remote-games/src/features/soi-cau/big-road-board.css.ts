import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';
import { BIG_ROAD_ROWS } from './big-road';

export const CELL = 22;
const GAP = 2;

export { root, title } from './board.css';
export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const warmText = style({ color: '#ff6b6b', fontWeight: vars.fontWeight.semibold });
export const coolText = style({ color: '#7fb0ff', fontWeight: vars.fontWeight.semibold });
export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Like the bead plate, the road scrolls inside itself (the page never widens).
export { scroller } from './board.css';

// The faint grid lines are the road's squares, as players know it from the paper scorecards.
export const grid = style({
  display: 'grid',
  gridTemplateRows: `repeat(${BIG_ROAD_ROWS}, ${CELL}px)`,
  gridAutoColumns: `${CELL}px`,
  gap: GAP,
  width: 'max-content',
  minWidth: '100%',
  backgroundImage: `linear-gradient(to right, ${vars.color.border} 1px, transparent 1px), linear-gradient(to bottom, ${vars.color.border} 1px, transparent 1px)`,
  backgroundSize: `${CELL + GAP}px ${CELL + GAP}px`,
  backgroundPosition: `-${GAP / 2}px -${GAP / 2}px`,
});

// Rings, not filled beads: at a glance the big road does not look like the bead plate above it.
const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: CELL,
  height: CELL,
  borderRadius: '50%',
  borderWidth: 3,
  borderStyle: 'solid',
  fontSize: 10,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: vars.font.numeric,
  color: vars.color.text,
  lineHeight: 1,
  selectors: {
    '&[data-newest]': { outline: `2px solid ${vars.color.gold}`, outlineOffset: 1, background: vars.color.goldSoft },
  },
});
export const warm = style([cell, { borderColor: vars.color.tai }]);
export const cool = style([cell, { borderColor: vars.color.xiu }]);
