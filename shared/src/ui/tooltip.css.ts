import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const pop = keyframes({
  from: { opacity: 0, transform: 'var(--tt-from) scale(0.9)' },
  to: { opacity: 1, transform: 'var(--tt-to) scale(1)' },
});

export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
});

export const bubble = style({
  position: 'absolute',
  zIndex: vars.z.tooltip,
  width: 'max-content',
  maxWidth: 220,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  // Light on dark: the bubble must catch the eye against the dark auth background.
  background: '#fff7dc',
  color: '#1a1446',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.4)',
  pointerEvents: 'none',
  transform: 'var(--tt-to)',
  animation: `${pop} ${vars.duration.normal} cubic-bezier(0.2, 0.9, 0.3, 1.3) both`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      width: 10,
      height: 10,
      background: 'inherit',
      transform: 'rotate(45deg)',
      borderRadius: 2,
    },
  },
});

const gap = '10px';

export const placement = styleVariants({
  top: {
    bottom: `calc(100% + ${gap})`,
    left: '50%',
    vars: { '--tt-to': 'translateX(-50%)', '--tt-from': 'translate(-50%, 4px)' },
    selectors: { '&::after': { top: '100%', left: '50%', marginTop: -5, marginLeft: -5 } },
  },
  bottom: {
    top: `calc(100% + ${gap})`,
    left: '50%',
    vars: { '--tt-to': 'translateX(-50%)', '--tt-from': 'translate(-50%, -4px)' },
    selectors: { '&::after': { bottom: '100%', left: '50%', marginBottom: -5, marginLeft: -5 } },
  },
  left: {
    right: `calc(100% + ${gap})`,
    top: '50%',
    vars: { '--tt-to': 'translateY(-50%)', '--tt-from': 'translate(4px, -50%)' },
    selectors: { '&::after': { left: '100%', top: '50%', marginLeft: -5, marginTop: -5 } },
  },
  right: {
    left: `calc(100% + ${gap})`,
    top: '50%',
    vars: { '--tt-to': 'translateY(-50%)', '--tt-from': 'translate(-4px, -50%)' },
    selectors: { '&::after': { right: '100%', top: '50%', marginRight: -5, marginTop: -5 } },
  },
  // Under a button in the top-right corner: open downwards, aligned to the right edge so it stays on screen.
  'bottom-end': {
    top: `calc(100% + ${gap})`,
    right: 0,
    vars: { '--tt-to': 'translateY(0)', '--tt-from': 'translateY(-4px)' },
    selectors: { '&::after': { bottom: '100%', right: 16, marginBottom: -5 } },
  },
});
