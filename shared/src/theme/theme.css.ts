import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

// System fonts only: the app ships no web fonts (no network assets), and these families all carry
// the stacked Vietnamese diacritics (ắ, ề, ỗ …) that thinner fallbacks render as tofu.
const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

// Tokens live on :root (not a scoped class) so every micro-frontend, however it is mounted, reads the
// same values without wrapping itself in a theme class.
export const vars = createGlobalTheme(':root', {
  color: {
    bg: '#0f0c29',
    bgDeep: '#0a0820',
    bgMid: '#1a1446',
    bgSoft: '#24243e',
    surface: '#1c1742',
    surfaceRaised: '#262055',
    surfaceSunken: '#140f33',
    border: 'rgba(255, 255, 255, 0.10)',
    borderStrong: 'rgba(255, 255, 255, 0.20)',
    text: '#f4f2ff',
    textMuted: '#b9b4d9',
    // Still ≥ 4.5:1 on the surfaces; anything dimmer fails WCAG for body text.
    textDim: '#8f89b8',
    gold: '#f5c542',
    goldStrong: '#e0a91a',
    goldSoft: 'rgba(245, 197, 66, 0.14)',
    onGold: '#1a1200',
    red: '#e23b3b',
    redStrong: '#c62a2a',
    redSoft: 'rgba(226, 59, 59, 0.15)',
    onRed: '#ffffff',
    green: '#2ecc71',
    greenSoft: 'rgba(46, 204, 113, 0.15)',
    blue: '#4c8dff',
    blueSoft: 'rgba(76, 141, 255, 0.15)',
    // Games colour the two sides; tài is red per brand, xỉu takes the cool counterpart.
    tai: '#e23b3b',
    xiu: '#4c8dff',
    focus: '#ffd966',
    overlay: 'rgba(6, 4, 20, 0.72)',
    skeleton: 'rgba(255, 255, 255, 0.07)',
    skeletonShine: 'rgba(255, 255, 255, 0.14)',
  },
  gradient: {
    app: 'linear-gradient(160deg, #0f0c29 0%, #1a1446 55%, #24243e 100%)',
    surface: 'linear-gradient(180deg, rgba(255,255,255,0.06) 0%, rgba(255,255,255,0.02) 100%)',
    gold: 'linear-gradient(180deg, #ffd869 0%, #f5c542 45%, #e0a91a 100%)',
    goldText: 'linear-gradient(180deg, #fff1b8 0%, #f5c542 50%, #d99a10 100%)',
    // Darker than the brand red in the middle so white button text keeps 4.5:1.
    red: 'linear-gradient(180deg, #e64545 0%, #d32f2f 50%, #b71c1c 100%)',
  },
  font: {
    body: fontStack,
    // Amounts line up in lists and do not jiggle while a countdown or balance ticks.
    numeric: 'tabular-nums',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    display: '72px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    black: '800',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    pill: '999px',
  },
  size: {
    // Minimum touch target (WCAG 2.5.5 / platform guidelines).
    touch: '44px',
    frameWidth: '430px',
    frameHeight: '932px',
    bottomNav: '64px',
  },
  shadow: {
    card: '0 8px 24px rgba(0, 0, 0, 0.35)',
    raised: '0 16px 40px rgba(0, 0, 0, 0.5)',
    gold: '0 6px 18px rgba(245, 197, 66, 0.35)',
    red: '0 6px 18px rgba(226, 59, 59, 0.35)',
    focus: '0 0 0 3px rgba(255, 217, 102, 0.55)',
    inset: 'inset 0 1px 0 rgba(255, 255, 255, 0.06)',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '350ms',
  },
  // One ladder so stacked layers (nav under dialog under toast under preloader) never fight.
  z: {
    base: '0',
    raised: '10',
    header: '100',
    nav: '100',
    tooltip: '500',
    banner: '800',
    modal: '1000',
    toast: '1100',
    preloader: '1200',
  },
});

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  minHeight: '100%',
});

globalStyle('html', {
  // Stop iOS from inflating text on rotate; the layout is sized for a 430px phone already.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'dark',
});

globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.bg,
  backgroundImage: vars.gradient.app,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  // The grey flash on tap looks broken on a dark UI; every control draws its own :active state.
  WebkitTapHighlightColor: 'transparent',
  overscrollBehaviorY: 'none',
});

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('button', {
  touchAction: 'manipulation',
});

// No `display: block` here: other teams drop icons inline in text, and that reset would break them.
globalStyle('img, svg', {
  maxWidth: '100%',
  verticalAlign: 'middle',
});

globalStyle('a', {
  color: vars.color.gold,
});

// One focus ring for everything keyboard-reachable; mouse/touch focus stays quiet via :focus-visible.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', {
  background: 'rgba(245, 197, 66, 0.35)',
  color: vars.color.text,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

// react-toastify injects its stylesheet at runtime; `html:root` outranks its `:root` defaults no
// matter which stylesheet lands last.
globalStyle('html:root', {
  vars: {
    '--toastify-font-family': fontStack,
    '--toastify-color-dark': '#231d4f',
    '--toastify-text-color-dark': '#f4f2ff',
    '--toastify-color-info': '#4c8dff',
    '--toastify-color-success': '#2ecc71',
    '--toastify-color-warning': '#f5c542',
    '--toastify-color-error': '#e23b3b',
    '--toastify-color-progress-dark': '#f5c542',
    '--toastify-toast-bd-radius': '12px',
    '--toastify-toast-min-height': '52px',
    '--toastify-toast-padding': '12px 14px',
    '--toastify-toast-shadow': '0 12px 32px rgba(0, 0, 0, 0.45)',
    '--toastify-toast-offset': '12px',
    '--toastify-z-index': '1100',
  },
});

// Toasts live inside the 430px phone frame: the library's `100vw` mobile rule would span the whole
// desktop window, so the container is sized against its containing block instead. `.Toastify` in
// front out-ranks the library's media-query rules.
globalStyle('.Toastify .Toastify__toast-container', {
  width: 'calc(100% - 24px)',
  maxWidth: '400px',
  padding: 0,
});

globalStyle('.Toastify .Toastify__toast-container--top-center', {
  top: 'max(12px, env(safe-area-inset-top))',
  left: '50%',
  transform: 'translateX(-50%)',
});

// The player's toasts rise from the bottom of the phone, clear of the balance in the header; a
// screen with a bar at the bottom (the app's navigation) lifts them above it with
// --app-toast-bottom (host/src/layouts/guarded-layout), and a bar stuck above that one (a table's
// bet bar) with --app-toast-lift (notify/toasts-above.ts).
globalStyle('.Toastify .Toastify__toast-container--bottom-center', {
  bottom: 'calc(var(--app-toast-bottom, 0px) + var(--app-toast-lift, 0px) + max(12px, env(safe-area-inset-bottom)))',
  left: '50%',
  transform: 'translateX(-50%)',
});

globalStyle('.Toastify .Toastify__toast', {
  width: '100%',
  marginBottom: '8px',
  border: '1px solid rgba(255, 255, 255, 0.10)',
  fontSize: '14px',
  lineHeight: 1.45,
});

globalStyle('.Toastify .Toastify__toast-theme--dark, .Toastify .Toastify__toast-theme--light', {
  background: '#231d4f',
  color: '#f4f2ff',
});

// A thumb's target (44 px, like every control), drawn as the small cross it was: the padding is the
// target, and the negative margin keeps the toast as compact as before.
globalStyle('.Toastify .Toastify__close-button', {
  color: '#f4f2ff',
  opacity: 0.7,
  alignSelf: 'center',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  // `auto` on the left: at the toast's right edge, however short the words.
  margin: '-10px -10px -10px auto',
  // In the toast's row after the words, which wrap left of it: the library lays the button over the
  // toast's corner, where a long sentence at 430 px ran under it.
  position: 'relative',
  top: 'auto',
  right: 'auto',
  flexShrink: 0,
});
