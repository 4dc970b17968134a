import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: `${vars.shadow.card}, ${vars.shadow.inset}`,
});

export const variant = styleVariants({
  default: { background: `${vars.gradient.surface}, ${vars.color.surface}` },
  raised: { background: `${vars.gradient.surface}, ${vars.color.surfaceRaised}`, boxShadow: vars.shadow.raised },
  // For the one card on a screen that carries money (balance, selected amount).
  highlight: {
    background: `linear-gradient(135deg, rgba(245, 197, 66, 0.16) 0%, rgba(245, 197, 66, 0.03) 60%), ${vars.color.surface}`,
    borderColor: 'rgba(245, 197, 66, 0.45)',
  },
  flat: { background: vars.color.surfaceSunken, boxShadow: 'none' },
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});

export const interactive = style({
  cursor: 'pointer',
  transition: `transform ${vars.duration.fast} ease, border-color ${vars.duration.normal} ease`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:active': { transform: 'scale(0.99)' },
  },
});
