import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';
import { FADE_MS } from './reveal-timing';

// Sized so that on a 932 px phone the xóc đĩa confirm button stays above the bottom navigation.
const PLATE = 112;
const COIN = 27;
const BOWL_W = 102;
const BOWL_H = 72;

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

// Tall enough for the bowl to rise clear of the coins; overflow clipped so it never widens the page.
export const stage = style({
  position: 'relative',
  width: PLATE + 24,
  maxWidth: '100%',
  // Room below the plate for its rings and shadow, which the clipping would otherwise cut.
  height: PLATE + 28,
  paddingBottom: 14,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const plate = style({
  width: PLATE,
  height: PLATE,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: 'radial-gradient(circle at 50% 45%, #ffffff 0%, #f1eee6 55%, #d8d2c2 100%)',
  boxShadow: '0 0 0 6px #2a4f9e, 0 0 0 9px #f5c542, 0 10px 24px rgba(0, 0, 0, 0.55)',
});

export const coins = style({
  display: 'grid',
  gridTemplateColumns: `repeat(2, ${COIN}px)`,
  gridTemplateRows: `repeat(2, ${COIN}px)`,
  gap: 8,
});

const coin = style({
  width: COIN,
  height: COIN,
  borderRadius: '50%',
  boxShadow: '0 3px 5px rgba(0, 0, 0, 0.35), inset 0 0 0 4px rgba(0, 0, 0, 0.12)',
  selectors: {
    // The square hole of an old đồng coin.
    '&::after': {
      content: '""',
      display: 'block',
      width: 9,
      height: 9,
      margin: `${(COIN - 9) / 2}px auto 0`,
      borderRadius: 2,
      background: 'rgba(0, 0, 0, 0.22)',
    },
  },
});
export const coinRed = style([coin, { background: 'radial-gradient(circle at 35% 30%, #ff7a7a 0%, #e23b3b 45%, #9e1b1b 100%)' }]);
export const coinWhite = style([coin, { background: 'radial-gradient(circle at 35% 30%, #ffffff 0%, #eeeeee 50%, #bdbdbd 100%)' }]);

// The reveal's length comes from the table (reveal-timing.ts) as the bowl's inline
// animation-duration: 60 % of it shaken on the plate, then lifted off.
const shakeAndLift = keyframes({
  '0%': { transform: 'translate(-50%, 0) rotate(0deg)', opacity: 1 },
  '8%': { transform: 'translate(calc(-50% - 6px), 0) rotate(-4deg)', opacity: 1 },
  '16%': { transform: 'translate(calc(-50% + 6px), 0) rotate(4deg)', opacity: 1 },
  '24%': { transform: 'translate(calc(-50% - 5px), 0) rotate(-3deg)', opacity: 1 },
  '32%': { transform: 'translate(calc(-50% + 5px), 0) rotate(3deg)', opacity: 1 },
  '40%': { transform: 'translate(calc(-50% - 4px), 0) rotate(-2deg)', opacity: 1 },
  '48%': { transform: 'translate(calc(-50% + 3px), 0) rotate(2deg)', opacity: 1 },
  '60%': { transform: 'translate(-50%, 0) rotate(0deg)', opacity: 1 },
  '100%': { transform: 'translate(-50%, -105%) rotate(-8deg)', opacity: 0 },
});

// "Tự nặn bát": a short shake, then the bowl waits on the plate for the player's hand.
const shakeOnly = keyframes({
  '0%, 100%': { transform: 'translate(-50%, 0) rotate(0deg)' },
  '20%': { transform: 'translate(calc(-50% - 6px), 0) rotate(-4deg)' },
  '40%': { transform: 'translate(calc(-50% + 6px), 0) rotate(4deg)' },
  '60%': { transform: 'translate(calc(-50% - 4px), 0) rotate(-3deg)' },
  '80%': { transform: 'translate(calc(-50% + 3px), 0) rotate(2deg)' },
});

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const bowl = style({
  position: 'absolute',
  left: '50%',
  bottom: (PLATE - BOWL_H) / 2 + 20,
  width: BOWL_W,
  height: BOWL_H,
  borderRadius: '50% 50% 46% 46% / 70% 70% 30% 30%',
  background: 'radial-gradient(ellipse at 40% 30%, #ffffff 0%, #e6ecff 35%, #8fa8e6 75%, #4763b8 100%)',
  boxShadow: '0 8px 18px rgba(0, 0, 0, 0.5), inset 0 -6px 0 rgba(20, 35, 90, 0.35)',
  transform: 'translate(-50%, 0)',
  selectors: {
    // The foot ring on top of the upturned bowl.
    '&::before': {
      content: '""',
      position: 'absolute',
      top: -8,
      left: '50%',
      width: 42,
      height: 12,
      transform: 'translateX(-50%)',
      borderRadius: '50%',
      background: 'linear-gradient(180deg, #f5c542 0%, #b8860b 100%)',
    },
  },
});

export const bowlDown = bowl;
export const bowlLifting = style([
  bowl,
  { animationName: shakeAndLift, animationTimingFunction: 'ease-in-out', animationFillMode: 'forwards' },
]);
// With less motion asked for, the bowl only fades: the theme cuts other animations short, this one is
// kept (at its short length) because it is the reveal itself.
export const bowlFading = style([
  bowl,
  {
    animation: `${fadeOut} ${FADE_MS}ms ease-out forwards`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: `${FADE_MS}ms !important` } },
  },
]);
// The player's to open: the page must not scroll under the finger dragging it.
export const bowlSqueeze = style([bowl, { animation: `${shakeOnly} 900ms ease-in-out`, cursor: 'grab', touchAction: 'none' }]);
export const bowlDragging = style([bowl, { cursor: 'grabbing', touchAction: 'none' }]);
// From wherever it was (the player's hand, the end of a lift), off the plate and out of sight.
export const bowlUp = style([
  bowl,
  {
    transform: 'translate(-50%, -105%)',
    opacity: 0,
    visibility: 'hidden',
    transition: 'transform 300ms ease-out, opacity 300ms ease-out, visibility 0s 300ms',
  },
]);

// Either side of the plate, so that nặn's switch and button add no height to the stage.
export const side = style({ flex: '1 1 0', minWidth: 0, display: 'flex', justifyContent: 'center', alignItems: 'center' });
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, width: '100%' });

export const caption = style({ margin: 0, minHeight: 24, fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const red = style({ color: '#ff6b6b' });
export const white = style({ color: vars.color.text });
