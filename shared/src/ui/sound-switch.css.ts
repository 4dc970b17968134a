import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const icon = style({
  width: 44,
  height: 44,
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.gold,
  cursor: 'pointer',
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 52,
  padding: '0 16px',
  borderRadius: 16,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 15,
  fontWeight: 700,
  cursor: 'pointer',
  textAlign: 'left',
});
export const label = style({ flex: 1 });
export const stateOn = style({ color: vars.color.green, fontWeight: 700 });
export const stateOff = style({ color: vars.color.textMuted, fontWeight: 700 });
