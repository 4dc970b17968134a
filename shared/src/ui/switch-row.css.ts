import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// A label of two lines (a long setting's words on a phone) grows the row; one line keeps it at 52 px.
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 52,
  padding: '8px 16px',
  borderRadius: 16,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 15,
  fontWeight: 700,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:disabled': { cursor: 'wait', opacity: 0.7 } },
});
export const label = style({ flex: 1, minWidth: 0 });
export const stateOn = style({ color: vars.color.green, fontWeight: 700 });
export const stateOff = style({ color: vars.color.textMuted, fontWeight: 700 });
