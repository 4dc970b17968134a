import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  borderStyle: 'solid',
  // currentColor lets the spinner take the text colour of whatever button or card it sits in.
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.75s linear infinite`,
  '@media': {
    // Reduced motion still needs a sign of life; a slow turn is calmer than a frozen ring.
    '(prefers-reduced-motion: reduce)': { animationDuration: '1.6s !important', animationIterationCount: 'infinite !important' },
  },
});

export const spinnerSize = styleVariants({
  xs: { width: 14, height: 14, borderWidth: 2 },
  sm: { width: 18, height: 18, borderWidth: 2 },
  md: { width: 28, height: 28, borderWidth: 3 },
  lg: { width: 44, height: 44, borderWidth: 4 },
});

export const tone = styleVariants({
  current: {},
  gold: { color: vars.color.gold },
  muted: { color: vars.color.textMuted },
});
