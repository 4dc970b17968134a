import { keyframes, style } from '@vanilla-extract/css';
import { PAGE_TRANSITION_S } from '@app/shared/contracts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
});

export const page = style({
  position: 'relative',
  minHeight: '100%',
  height: '100%',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  isolation: 'isolate',
});

export const brand = style({
  display: 'flex',
  justifyContent: 'center',
  padding: '56px 24px 12px',
});

const contentBox = style({ flex: 1, padding: '8px 20px 32px' });

export const content = style([
  contentBox,
  {
    animation: `${enter} ${PAGE_TRANSITION_S}s ease-out both`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

// The app's copy of a screen the page arrived with, drawn: no entrance (the drawn one had it).
export const contentArrived = contentBox;
