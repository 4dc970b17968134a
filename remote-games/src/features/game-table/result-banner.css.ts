import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const popIn = keyframes({
  '0%': { transform: 'scale(0.85)', opacity: 0 },
  '70%': { transform: 'scale(1.03)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: '10px 12px',
  borderRadius: vars.radius.lg,
  border: `1px solid rgba(245, 197, 66, 0.45)`,
  background: `linear-gradient(180deg, ${vars.color.goldSoft} 0%, rgba(245, 197, 66, 0.04) 100%)`,
  textAlign: 'center',
  animation: `${popIn} 320ms ease-out both`,
});

export const outcome = style({ margin: 0, lineHeight: 1.15 });
const outcomeText = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.black, textShadow: '0 2px 8px rgba(0, 0, 0, 0.5)' });
export const outcomeWarm = style([outcomeText, { color: '#ff6b6b' }]);
export const outcomeCool = style([outcomeText, { color: '#7fb0ff' }]);

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: vars.font.numeric });

const mineBase = style({
  margin: '6px 0 0',
  padding: '4px 14px',
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

export const bets = style({
  listStyle: 'none',
  margin: '4px 0 0',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
});
export const bet = style({ margin: 0 });
export const betWon = style({ color: vars.color.green, fontWeight: vars.fontWeight.semibold });
export const betLost = style({ color: '#ff8a8a', fontWeight: vars.fontWeight.semibold });
