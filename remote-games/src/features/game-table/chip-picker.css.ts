import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const chipColor = createVar();
const chipInk = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// Six columns that shrink together: at 360 px each chip is still about 48 px across.
export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: 6,
  justifyItems: 'center',
});

export const tone = styleVariants({
  c0: { vars: { [chipColor]: '#8a94a6', [chipInk]: '#ffffff' } },
  c1: { vars: { [chipColor]: '#2e9e5b', [chipInk]: '#ffffff' } },
  c2: { vars: { [chipColor]: '#2f6fe0', [chipInk]: '#ffffff' } },
  c3: { vars: { [chipColor]: '#c62a2a', [chipInk]: '#ffffff' } },
  c4: { vars: { [chipColor]: '#7b3fd6', [chipInk]: '#ffffff' } },
  c5: { vars: { [chipColor]: '#e0a91a', [chipInk]: '#1a1200' } },
});

export const chip = style({
  width: '100%',
  maxWidth: 52,
  minWidth: 44,
  aspectRatio: '1 / 1',
  padding: 0,
  borderRadius: '50%',
  // The dashed ring is what makes a disc read as a casino chip.
  border: `3px dashed rgba(255, 255, 255, 0.85)`,
  background: `radial-gradient(circle at 50% 35%, rgba(255,255,255,0.35) 0%, rgba(255,255,255,0) 60%), ${chipColor}`,
  boxShadow: `0 3px 0 rgba(0, 0, 0, 0.45), inset 0 0 0 3px ${chipColor}`,
  color: chipInk,
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  transition: `transform ${vars.duration.fast} ease, box-shadow ${vars.duration.fast} ease`,
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(2px)' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const chipFace = style({
  display: 'grid',
  placeItems: 'center',
  width: '72%',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.18)',
  whiteSpace: 'nowrap',
  fontSize: 12,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
  lineHeight: 1,
  textShadow: '0 1px 1px rgba(0, 0, 0, 0.35)',
});

// 'Cược lại' (with what it would stake) and 'x2' under the chips, one row even at 360 px: the total
// gives way (ellipsis) before the row wraps.
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.sm,
});
export const repeat = style({ minWidth: 0, gap: vars.space.sm, whiteSpace: 'nowrap' });
export const repeatTotal = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: vars.font.numeric,
  color: vars.color.gold,
});
export const double = style({ minWidth: 0, fontWeight: vars.fontWeight.black });
