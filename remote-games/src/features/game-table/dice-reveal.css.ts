import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';
import { FADE_MS } from './reveal-timing';

// The reveal's length comes from the table (reveal-timing.ts) as each element's inline
// animation-duration; these keyframes are in fractions of it: 60 % shaking under the cup, then the
// cup comes up while the dice settle.

const tumble = keyframes({
  '0%': { transform: 'translate(0, 0) rotate(0deg)' },
  '12%': { transform: 'translate(-6px, -16px) rotate(-160deg)' },
  '24%': { transform: 'translate(5px, 2px) rotate(-320deg)' },
  '36%': { transform: 'translate(-5px, -12px) rotate(-470deg)' },
  '48%': { transform: 'translate(4px, 0) rotate(-590deg)' },
  '60%': { transform: 'translate(-3px, -8px) rotate(-670deg)' },
  '74%': { transform: 'translate(2px, 0) rotate(-700deg)' },
  '88%': { transform: 'translate(-1px, -2px) rotate(-716deg)' },
  '100%': { transform: 'translate(0, 0) rotate(-720deg)' },
});

// The cup rattled over the tray, then lifted off and away.
const shakeAndLift = keyframes({
  '0%': { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
  '8%': { transform: 'translate(-7px, -2px) rotate(-4deg)', opacity: 1 },
  '16%': { transform: 'translate(7px, 0) rotate(4deg)', opacity: 1 },
  '24%': { transform: 'translate(-6px, -3px) rotate(-3deg)', opacity: 1 },
  '32%': { transform: 'translate(6px, 0) rotate(3deg)', opacity: 1 },
  '40%': { transform: 'translate(-5px, -2px) rotate(-3deg)', opacity: 1 },
  '48%': { transform: 'translate(4px, 0) rotate(2deg)', opacity: 1 },
  '60%': { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
  '100%': { transform: 'translate(0, -90%) rotate(-6deg)', opacity: 0 },
});

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

export const tray = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: '16px 18px',
  borderRadius: vars.radius.xl,
  background: 'radial-gradient(ellipse at 50% 40%, #1f6b45 0%, #0f3d27 80%)',
  boxShadow: 'inset 0 4px 16px rgba(0, 0, 0, 0.55), 0 0 0 3px rgba(245, 197, 66, 0.35)',
});

const roll = (delayMs: number) =>
  style({
    animationName: tumble,
    animationTimingFunction: 'cubic-bezier(0.3, 0.7, 0.4, 1)',
    animationDelay: `${delayMs}ms`,
    animationFillMode: 'both',
  });
// Small offsets so the three dice do not move as one block.
export const ROLL_DELAYS = [0, 60, 120] as const;
export const rolling = ROLL_DELAYS.map(roll);

// The cup over the tray: brass, its rim at the tray's edge, so the dice are hidden while it shakes.
const cupBase = style({
  position: 'absolute',
  inset: -3,
  borderRadius: vars.radius.xl,
  background: 'radial-gradient(ellipse at 45% 25%, #fff2c4 0%, #f5c542 40%, #b8860b 85%, #7a5608 100%)',
  boxShadow: '0 8px 18px rgba(0, 0, 0, 0.5), inset 0 -5px 0 rgba(90, 60, 0, 0.35)',
  pointerEvents: 'none',
});
export const cupLifting = style([
  cupBase,
  { animationName: shakeAndLift, animationTimingFunction: 'ease-in-out', animationFillMode: 'forwards' },
]);
// With less motion asked for, the cup only fades: the theme cuts other animations short, this one
// is kept (at its short length) because it is the reveal itself.
export const cupFading = style([
  cupBase,
  {
    animation: `${fadeOut} ${FADE_MS}ms ease-out forwards`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: `${FADE_MS}ms !important` } },
  },
]);

export const caption = style({
  margin: 0,
  minHeight: 24,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
});
export const sum = style({ fontSize: vars.fontSize.lg, color: vars.color.text });
export const tai = style({ fontSize: vars.fontSize.lg, color: vars.color.tai });
export const xiu = style({ fontSize: vars.fontSize.lg, color: vars.color.xiu });
