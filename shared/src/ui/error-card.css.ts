import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  borderColor: 'rgba(226, 59, 59, 0.35)',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  borderRadius: '50%',
  background: vars.color.redSoft,
  color: '#ff7a7a',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm, minWidth: 140 });
