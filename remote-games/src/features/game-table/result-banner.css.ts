import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// A transform and opacity only: they move no box around it.
const popIn = keyframes({
  '0%': { transform: 'scale(0.85)', opacity: 0 },
  '70%': { transform: 'scale(1.03)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

// Laid over the table's stage (the dice have landed, the bowl is up: the banner says what they
// show), from its foot upwards, so a result never pushes the sides and the bet bar down. Three
// Four lines at most (the outcome, the draw, the player's net, each side's share of it) fit the
// lowest stage (game-table.css.ts).
export const root = style({
  position: 'absolute',
  left: 6,
  right: 6,
  bottom: 6,
  zIndex: 1,
  maxHeight: 'calc(100% - 12px)',
  overflow: 'hidden',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 0,
  padding: '6px 12px',
  borderRadius: vars.radius.lg,
  border: `1px solid rgba(245, 197, 66, 0.45)`,
  // Opaque enough to read over the dice tray and the plate.
  background: `linear-gradient(180deg, ${vars.color.goldSoft} 0%, rgba(245, 197, 66, 0.04) 100%), rgba(10, 8, 32, 0.92)`,
  boxShadow: '0 6px 18px rgba(0, 0, 0, 0.5)',
  textAlign: 'center',
  animation: `${popIn} 320ms ease-out both`,
});

export const outcome = style({ margin: 0, lineHeight: 1.15 });
const outcomeText = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.black, textShadow: '0 2px 8px rgba(0, 0, 0, 0.5)' });
export const outcomeWarm = style([outcomeText, { color: '#ff6b6b' }]);
export const outcomeCool = style([outcomeText, { color: '#7fb0ff' }]);

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: vars.font.numeric });

const mineBase = style({
  margin: '4px 0 0',
  padding: '2px 14px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  fontVariantNumeric: vars.font.numeric,
});
export const mine = {
  won: style([mineBase, { background: vars.color.greenSoft, color: vars.color.green }]),
  lost: style([mineBase, { background: vars.color.redSoft, color: '#ff8a8a' }]),
  even: style([mineBase, { background: vars.color.surfaceRaised, color: vars.color.text }]),
} as const;

// One line whatever the number of sides: cut short rather than wrapped over the reveal.
export const breakdown = style({
  maxWidth: '100%',
  margin: '2px 0 0',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  lineHeight: '16px',
  color: vars.color.text,
  fontVariantNumeric: vars.font.numeric,
});
