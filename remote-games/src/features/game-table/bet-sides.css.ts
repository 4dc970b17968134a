import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// Each side keeps its colour through every state; the states only change borders and glow. Plain
// rgba tints rather than color-mix(), which older iOS WebViews still lack.
const accentColor = createVar();
const accentSoft = createVar();
const accentBorder = createVar();

const tone = (color: string, rgb: string) => ({
  vars: { [accentColor]: color, [accentSoft]: `rgba(${rgb}, 0.28)`, [accentBorder]: `rgba(${rgb}, 0.55)` },
});
const red = tone(vars.color.red, '226, 59, 59');
const blue = tone(vars.color.xiu, '76, 141, 255');
const white = tone('#ece9ff', '236, 233, 255');

export const accent = styleVariants({
  tai: tone(vars.color.tai, '226, 59, 59'),
  xiu: blue,
  chan: red,
  le: blue,
  four_red: red,
  four_white: white,
  three_red: red,
  three_white: white,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const rowTwo = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, minWidth: 0 });
export const grid = rowTwo;

const glow = keyframes({
  '0%, 100%': { boxShadow: `0 0 0 2px ${vars.color.gold}, 0 0 12px 2px rgba(245, 197, 66, 0.45)` },
  '50%': { boxShadow: `0 0 0 2px ${vars.color.gold}, 0 0 26px 8px rgba(245, 197, 66, 0.7)` },
});

const side = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
  padding: '10px 12px',
  borderRadius: vars.radius.lg,
  border: `2px solid ${accentBorder}`,
  background: `linear-gradient(160deg, ${accentSoft} 0%, rgba(0, 0, 0, 0) 75%), ${vars.color.surfaceSunken}`,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  overflow: 'hidden',
  transition: `transform ${vars.duration.fast} ease, border-color ${vars.duration.normal} ease, box-shadow ${vars.duration.normal} ease`,
  selectors: {
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.gold,
      boxShadow: `0 0 0 1px ${vars.color.gold}, ${vars.shadow.gold}`,
    },
    '&:disabled': { cursor: 'not-allowed' },
    // In the result phase every side is disabled; only the losers fade, so the winners stand out.
    '&:disabled:not([data-winning])': { opacity: 0.6 },
    '&[data-winning]': { borderColor: vars.color.gold, animation: `${glow} 1.2s ease-in-out infinite` },
  },
});

// Xóc đĩa has three rows of sides to fit above the bet button, so its rows are lower than tài xỉu's one.
export const sideSize = {
  big: style([side, { minHeight: 104 }]),
  medium: style([side, { minHeight: 76 }]),
  small: style([side, { minHeight: 62, padding: '6px 10px', gap: 2 }]),
};

// The multiplier and 'Thắng' share one height (pill), so the swap in the result moves nothing.
const pill = { lineHeight: '18px', padding: '0 8px', borderRadius: vars.radius.pill } as const;
export const topLine = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 6, minWidth: 0 });
export const labelBig = style({
  fontSize: 26,
  fontWeight: vars.fontWeight.black,
  lineHeight: 1.1,
  color: accentColor,
  textShadow: '0 2px 6px rgba(0, 0, 0, 0.45)',
  textTransform: 'uppercase',
});
export const labelSmall = style({
  fontSize: 15,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  color: accentColor,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const multiplier = style({
  ...pill,
  flexShrink: 0,
  background: 'rgba(0, 0, 0, 0.3)',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold,
  fontVariantNumeric: vars.font.numeric,
});
export const stats = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 6,
  // As high as the stake's pill, which comes and goes on this line.
  minHeight: 20,
  minWidth: 0,
  fontSize: 13,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
});
export const total = style({ flexShrink: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const players = style({ flexShrink: 0, display: 'inline-flex', alignItems: 'center', gap: 3 });
// Between the total and the players, on their line; cut short rather than wrapped onto a new one.
export const stake = style({
  minWidth: 0,
  marginRight: 'auto',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ...pill,
  background: vars.color.goldSoft,
  color: vars.color.gold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: vars.font.numeric,
});
export const winBadge = style({
  ...pill,
  flexShrink: 0,
  background: vars.gradient.gold,
  color: vars.color.onGold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
});
