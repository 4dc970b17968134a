import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const what = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
