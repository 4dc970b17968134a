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

// Two 44 px targets side by side in a table's header; the smaller gap keeps the row on one line on a phone.
export const group = style({ display: 'flex', gap: 4, flexShrink: 0 });
