import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// Two short lines in a 44 px target, narrow enough to sit beside the plate on a phone.
export const root = style({
  minHeight: 44,
  minWidth: 44,
  padding: '4px 10px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.25,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});
export const on = style({ color: vars.color.green, fontWeight: 700 });
export const off = style({ color: vars.color.textMuted, fontWeight: 700 });
