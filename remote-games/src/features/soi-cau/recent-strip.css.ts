import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const BEAD = 18;
const HEIGHT = BEAD + 6;
// The table's gap between the header card and the stage (game-table.css.ts, root).
const TABLE_GAP = 10;

// A ribbon laid over the gap between the header card and the stage, overlapping both edges: it adds
// no height to the table, so on a 932 px phone xóc đĩa's 'Cược lại' and 'x2' stay above the sticky
// bet bar, and it clears both the round's status line above and the plate under it. The stage is
// its positioned container (game-table.tsx). Its height is the same blank, empty or filled.
export const root = style({
  position: 'absolute',
  top: -(TABLE_GAP / 2) - HEIGHT / 2,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: HEIGHT,
  maxWidth: 'calc(100% - 16px)',
  padding: '0 6px',
  gap: 3,
  borderRadius: vars.radius.pill,
  background: vars.color.bgDeep,
  border: `1px solid rgba(245, 197, 66, 0.45)`,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.45)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: 3,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const bead = style({
  display: 'grid',
  placeItems: 'center',
  width: BEAD,
  height: BEAD,
  flexShrink: 0,
  borderRadius: '50%',
  fontSize: 10,
  fontWeight: vars.fontWeight.black,
  fontVariantNumeric: vars.font.numeric,
  color: '#ffffff',
  lineHeight: 1,
  boxShadow: 'inset 0 -2px 0 rgba(0, 0, 0, 0.25)',
  selectors: {
    // The newest round: a gold ring around it, inside the ribbon's height.
    '&[data-newest]': { outline: `2px solid ${vars.color.gold}`, outlineOffset: 0, marginLeft: 2 },
  },
});
// Deeper than the table's red and blue: the beads' 10 px digits are small text, which wants 4.5:1
// against its background (white on #c62828 is 5.6:1, on #1f5fd1 5.8:1; on the table's own colours,
// 4.1 and 3.2).
export const warm = style([bead, { background: '#c62828' }]);
export const cool = style([bead, { background: '#1f5fd1' }]);

export const blank = style({ width: BEAD, height: BEAD, flexShrink: 0, borderRadius: '50%', background: vars.color.skeleton });

export const empty = style({ margin: 0, padding: '0 6px', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
