import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const BEAD = 22;
const ROWS = 6;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const counts = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: vars.font.numeric,
});
export const countWarm = style({ color: '#ff6b6b' });
export const countCool = style({ color: '#7fb0ff' });

// The road scrolls inside itself: 100 beads need more columns than a phone is wide. Positioned so
// the beads' visually hidden labels are clipped here instead of widening the page.
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  overflowY: 'hidden',
  maxWidth: '100%',
  padding: 6,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const grid = style({
  display: 'grid',
  gridTemplateRows: `repeat(${ROWS}, ${BEAD}px)`,
  gridAutoFlow: 'column',
  gridAutoColumns: `${BEAD}px`,
  gap: 3,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: 'max-content',
});

const bead = style({
  display: 'grid',
  placeItems: 'center',
  width: BEAD,
  height: BEAD,
  borderRadius: '50%',
  fontSize: 11,
  fontWeight: vars.fontWeight.black,
  color: '#ffffff',
  lineHeight: 1,
  selectors: {
    // The newest round, ringed as in the strip and the big road.
    '&[data-newest]': { outline: `2px solid ${vars.color.gold}`, outlineOffset: 1 },
  },
});
export const beadWarm = style([bead, { background: vars.color.tai, boxShadow: 'inset 0 -2px 0 rgba(0, 0, 0, 0.25)' }]);
export const beadCool = style([bead, { background: vars.color.xiu, boxShadow: 'inset 0 -2px 0 rgba(0, 0, 0, 0.25)' }]);

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const empty = style({ padding: `${vars.space.lg} ${vars.space.md}` });
