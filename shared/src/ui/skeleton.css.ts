import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.skeletonShine} 50%, transparent 100%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const circle = style({ borderRadius: '50%' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
