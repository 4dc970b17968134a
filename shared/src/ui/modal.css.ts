import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

// `fixed` pins the overlay to the window on a real phone. On desktop the #app-viewport frame is
// transformed (scaled), which makes it the containing block for fixed descendants, so the same rule
// keeps the overlay inside the phone frame and not over the whole browser window.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  justifyContent: 'center',
  background: vars.color.overlay,
  backdropFilter: 'blur(3px)',
  WebkitBackdropFilter: 'blur(3px)',
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const overlayPosition = styleVariants({
  center: { alignItems: 'center', padding: vars.space.lg },
  bottom: { alignItems: 'flex-end', padding: 0 },
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  color: vars.color.text,
  background: `${vars.gradient.surface}, ${vars.color.surface}`,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const panelPosition = styleVariants({
  center: {
    borderRadius: vars.radius.lg,
    animation: `${popIn} ${vars.duration.normal} cubic-bezier(0.2, 0.9, 0.3, 1.2)`,
  },
  bottom: {
    borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
    borderBottom: 'none',
    maxHeight: '92%',
    paddingBottom: 'env(safe-area-inset-bottom)',
    animation: `${slideUp} ${vars.duration.slow} cubic-bezier(0.22, 1, 0.36, 1)`,
  },
});

// Widths suit a 430px-wide phone; a bottom sheet is always full width, so there size only matters for xl.
const sheetFullWidth = { selectors: { [`${overlayPosition.bottom} > &`]: { maxWidth: '100%' } } };
export const size = styleVariants({
  sm: { maxWidth: 320, ...sheetFullWidth },
  md: { maxWidth: 380, ...sheetFullWidth },
  lg: { maxWidth: 420, ...sheetFullWidth },
  xl: {
    maxWidth: '100%',
    height: '100%',
    selectors: { [`${overlayPosition.bottom} &`]: { height: '92%' } },
  },
});

// The drag handle tells touch users this is a sheet; it is decorative only.
export const handle = style({
  alignSelf: 'center',
  width: 40,
  height: 4,
  marginTop: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs} ${vars.space.lg}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginLeft: 'auto',
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.08)', color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  // Scrolling to the end of a long dialog must not start scrolling the page behind it.
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  WebkitOverflowScrolling: 'touch',
});

export const footer = style({
  display: 'flex',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

// Footer buttons share the row equally: two big targets are easier to hit than one small one.
globalStyle(`${footer} > *`, { flex: '1 1 0', minWidth: 0 });
