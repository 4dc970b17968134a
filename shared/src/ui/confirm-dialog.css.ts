import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  textAlign: 'center',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
});

export const badgeTone = styleVariants({
  default: { background: vars.color.goldSoft, color: vars.color.gold },
  danger: { background: vars.color.redSoft, color: vars.color.red },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
