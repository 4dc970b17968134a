import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: '#ffb4b4', overflowWrap: 'anywhere' });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, marginTop: vars.space.xs });
// A 44 px touch target, kept to the width of its words so a tap beside it does not leave the dialog.
export const forgot = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.gold,
  textDecoration: 'none',
});
