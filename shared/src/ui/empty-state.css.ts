import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  marginBottom: vars.space.xs,
  borderRadius: '50%',
  background: vars.color.goldSoft,
  color: vars.color.gold,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: 300,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.md });
