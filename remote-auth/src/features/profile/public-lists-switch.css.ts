import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// When the choice could not be read: in the switch's place, its words, why, and a new try.
export const failed = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 12,
  padding: '8px 16px',
  borderRadius: 16,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const label = style({ flex: 1, minWidth: 0, fontSize: 15, fontWeight: 700 });
export const retry = style({
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.gold,
  fontWeight: 700,
  cursor: 'pointer',
});
